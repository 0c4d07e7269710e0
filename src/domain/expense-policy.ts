import type { ExpenseLineType } from '../contract/expenses/line-shape';
import { formatMoneyExact } from './money';

/*
 * The policy on expense lines (docs/features/expenses.md "Policy"). Pure, so the line form can show
 * the reasons the server stores; the caller sums the lines. One verdict for every line: the line
 * being saved, the lines around it and every line of a report being submitted are judged alike.
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

/** Per diem: the days the owner claims on the trip's per-diem lines (this one included) against the days it lasts. */
export interface PerDiemDays {
  claimed: number;
  tripLasts: number;
}

export function perDiemReasons({ claimed, tripLasts }: PerDiemDays): string[] {
  return claimed > tripLasts ? [`Per diem for ${claimed} days, more than the ${tripLasts} days of the trip`] : [];
}

export interface LineFacts {
  lineType: ExpenseLineType;
  baseMinor: bigint;
  /** The category's receipt threshold in minor units of the base currency (0: every spend needs one). */
  receiptAboveMinor: bigint;
  /** Per-diem lines only. */
  perDiem: PerDiemDays | null;
}

export interface PolicyVerdict {
  receiptRequired: boolean;
  outOfPolicy: boolean;
  policyReasons: string[];
}

/** A spend above its category's amount needs a receipt; any reason (per diem, limits) puts the line out of policy. */
export function lineVerdict(line: LineFacts, category: CategoryLimits, totals: CategoryTotals, currency: string): PolicyVerdict {
  const reasons = [...(line.perDiem ? perDiemReasons(line.perDiem) : []), ...categoryLimitReasons(category, totals, currency)];
  return { receiptRequired: line.lineType === 'expense' && line.baseMinor > line.receiptAboveMinor, outOfPolicy: reasons.length > 0, policyReasons: reasons };
}
