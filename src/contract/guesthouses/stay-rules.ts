import { STAY_NIGHTS_MAX } from './shapes';

/*
 * The stay rules the guest house screens and the server share (docs/features/guesthouses.md
 * "Rules"): dates are India's calendar days, a stay's nights are check-in to the night before
 * check-out, and a reservation is cancelled before its check-in day.
 */

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const plusDays = (day: string, n: number) => new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights(checkin: string, checkout: string): string[] {
  const count = Math.round((dayMs(checkout) - dayMs(checkin)) / DAY_MS);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => plusDays(checkin, i));
}

/** What is wrong with a stay's dates, naming the field; null when it may be reserved on `today`. */
export function stayProblem(checkin: string, checkout: string, today: string): string | null {
  if (checkin < today) return 'checkin: must be today or later';
  if (checkout <= checkin) return 'checkout: must be after checkin';
  if (stayNights(checkin, checkout).length > STAY_NIGHTS_MAX) return `checkout: a stay is at most ${STAY_NIGHTS_MAX} nights`;
  return null;
}

/** A reserved stay may be cancelled until the day before check-in. */
export const mayCancelStay = (status: string, checkin: string, today: string): boolean => status === 'reserved' && today < checkin;

/** The `count` days from `from`. */
export const daysFrom = (from: string, count: number): string[] => Array.from({ length: count }, (_, i) => plusDays(from, i));
