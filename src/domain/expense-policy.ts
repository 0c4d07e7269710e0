import { formatMoneyExact } from './money';

/*
 * A category's limits on expense lines (docs/features/expenses.md "Policy on lines"). Pure, so the
 * line form can show the reasons the server stores; the caller sums the lines.
 */

export interface CategoryLimits {
  name: string;
  /** Minor units in the company's currency; null: no limit. */
  perDayMinor: bigint | null;
  perClaimMinor: bigint | null;
}

export interface CategoryTotals {
  /** The line's date (YYYY-MM-DD). */
  date: string;
  /** The owner's base amounts in the category on `date`, the line included, whatever report they are in. */
  dayMinor: bigint;
  /** The base amounts in the category in the line's report, the line included; null when it is in none. */
  claimMinor: bigint | null;
}

/** The reasons the line is out of policy by its category's limits (none when within them). */
export function categoryLimitReasons(category: CategoryLimits, totals: CategoryTotals, currency: string): string[] {
  // Exact amounts: rounding would show "₹1,500 is above the ₹1,500 limit" for 1,500.40.
  const money = (minor: bigint) => formatMoneyExact(minor, currency);
  const reasons: string[] = [];
  if (category.perDayMinor !== null && totals.dayMinor > category.perDayMinor) {
    reasons.push(`${category.name}: ${money(totals.dayMinor)} on ${totals.date} is above the ${money(category.perDayMinor)} daily limit`);
  }
  if (category.perClaimMinor !== null && totals.claimMinor !== null && totals.claimMinor > category.perClaimMinor) {
    reasons.push(`${category.name}: ${money(totals.claimMinor)} in this report is above the ${money(category.perClaimMinor)} limit per claim`);
  }
  return reasons;
}
