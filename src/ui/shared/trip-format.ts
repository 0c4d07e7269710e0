import dayjs from 'dayjs';

/** Trip-list helpers (dates arrive as YYYY-MM-DD); how dates read is src/domain/format.ts. */
export function tripRoute(origin: string, destination: string): string {
  return [origin, destination].filter(Boolean).join(' → ');
}

export const isoDay = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/**
 * docs/product.md#constants-and-code-tables "Default date window: upper bound tomorrow, lower bound 90 days back". The list's window
 * is on the creation date (the server's gettripscreatedbyprofile filter), so a trip booked for next
 * month but created this week is inside it: upcoming trips show by default.
 */
export function defaultTripWindow(today = dayjs()): { startdate: string; enddate: string } {
  return { startdate: isoDay(today.subtract(90, 'day')), enddate: isoDay(today.add(1, 'day')) };
}

/** Upcoming and current trips first (soonest first), then past ones (latest first). */
export function splitByTravelDate<T extends { fromdate: string; todate: string }>(
  rows: readonly T[],
  today = isoDay(dayjs()),
): { upcoming: T[]; past: T[] } {
  const upcoming = rows
    .filter((r) => (r.todate || r.fromdate) >= today)
    .sort((a, b) => a.fromdate.localeCompare(b.fromdate));
  const past = rows
    .filter((r) => (r.todate || r.fromdate) < today)
    .sort((a, b) => b.fromdate.localeCompare(a.fromdate));
  return { upcoming, past };
}

/** Labels for the calendars' month arrows (screen readers, and the browser tests, find them by name). */
export const MONTH_NAV = { nextLabel: 'Next month', previousLabel: 'Previous month' } as const;
