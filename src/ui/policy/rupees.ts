import { formatMoney, formatMoneyExact, tryParseMinorUnits } from '../../domain/money';

/* Policy amounts are rupees on the wire ('120000.00'); the screens show them with Indian grouping. */

/** '120000.00' → '₹1,20,000'; '' or anything that is not an amount → null. */
export function rupees(decimal: string): string | null {
  const minor = decimal.trim() === '' ? null : tryParseMinorUnits(decimal);
  return minor === null ? null : formatMoneyExact(minor, 'INR');
}

const counts = new Intl.NumberFormat('en-IN');

/** 123456 → '1,23,456'. */
export const countText = (n: number) => counts.format(n);

/** '123456.78' → '₹1,23,457': a total, in whole rupees. */
export const wholeRupees = (decimal: string) => formatMoney(tryParseMinorUnits(decimal) ?? 0n, 'INR');
