import { parseMinorUnits, roundToMajor } from '../../domain/money';

/* The dashboard chart rules of docs/features/dashboards.md "Screens". */

/** A top list's chart shows at most this many bars. */
export const MAX_BARS = 20;

/** Bar chart height in px: 300 up to 5 items, 400 up to 10, 600 up to 20, otherwise 35 per item. */
export function chartHeight(items: number): number {
  if (items <= 5) return 300;
  if (items <= 10) return 400;
  if (items <= 20) return 600;
  return items * 35;
}

/** A bar's value: rounded to a whole number, and zero left empty (no bar, no label). */
export function barValue(value: number): number | null {
  const rounded = Math.round(value);
  return rounded === 0 ? null : rounded;
}

/** A wire amount ('1234.50') as whole rupees for a bar, rounded as the money display rounds. */
export function rupeeBar(amount: string): number | null {
  return barValue(Number(roundToMajor(parseMinorUnits(amount))));
}
