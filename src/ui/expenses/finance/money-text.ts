import { formatMoney, formatMoneyExact, tryParseMinorUnits } from '../../../domain/money';

/* Wire amounts (decimal strings) as finance reads them. */

/** Whole units with Indian grouping ("₹1,23,457"); a malformed amount is shown as it came, never hidden. */
export function moneyText(decimal: string, currency: string): string {
  const minor = tryParseMinorUnits(decimal);
  return minor === null ? `${currency} ${decimal}` : formatMoney(minor, currency);
}

/** To the paisa ("₹1,234.50"): where finance compares a claim with what it allows. */
export function exactMoneyText(decimal: string, currency: string): string {
  const minor = tryParseMinorUnits(decimal);
  return minor === null ? `${currency} ${decimal}` : formatMoneyExact(minor, currency);
}

/** The report page of the employees' screens (Mantine's polymorphic links take a plain `to`). */
export const expenseReportPath = (reportid: string) => `/expenses/${encodeURIComponent(reportid)}`;
