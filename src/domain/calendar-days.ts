/* Day arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone or summer time shifts a day. */

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

export function addDays(day: string, n: number): string {
  return new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The day in India (UTC+5:30, no summer time): the flights' booking day on the server and the client alike. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
