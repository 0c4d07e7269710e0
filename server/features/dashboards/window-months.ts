import { addDays } from '../../../src/domain/calendar-days';

/*
 * A window of days as the travellers' monthly roll-up reads it (fact-sources.ts): the whole months
 * inside it, read from the roll-up, and the days before and after them, read from the facts.
 */

export interface DayRange {
  from: string;
  to: string;
}

export interface WindowMonths {
  /** First days of the first and the last whole month inside the window; null when none is. */
  months: DayRange | null;
  /** The window's days outside those months, at most two ranges. */
  edges: DayRange[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7).concat('-01');

/** Splits `from`…`to` (both inclusive, YYYY-MM-DD, in order). */
export function windowMonths(from: string, to: string): WindowMonths {
  const first = from === monthStart(from) ? from : nextMonthStart(from);
  // The first day after the last whole month: the month after `to` when `to` ends its month.
  const end = addDays(to, 1) === nextMonthStart(to) ? nextMonthStart(to) : monthStart(to);
  if (first >= end) return { months: null, edges: [{ from, to }] };
  const edges: DayRange[] = [];
  if (from < first) edges.push({ from, to: addDays(first, -1) });
  if (end <= to) edges.push({ from: end, to });
  return { months: { from: first, to: monthStart(addDays(end, -1)) }, edges };
}
