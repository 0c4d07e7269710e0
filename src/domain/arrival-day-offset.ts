/*
 * "+1" after an arrival time that falls on a later day than the departure (docs/features/flights-booking.md).
 * Times are the airline's local ISO date-times ('2026-12-01T23:10'); only the calendar dates count,
 * so an overnight flight arriving at 00:05 reads "00:05 +1".
 */

const day = (isoDateTime: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDateTime.trim());
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
};

/** Whole days from the departure's date to the arrival's; 0 when either is not a date. */
export function arrivalDayOffset(departure: string, arrival: string): number {
  const from = day(departure);
  const to = day(arrival);
  if (from === null || to === null) return 0;
  return Math.max(0, to - from);
}

/** '+1', '+2'… or '' for an arrival on the departure's day. */
export function arrivalDayLabel(departure: string, arrival: string): string {
  const offset = arrivalDayOffset(departure, arrival);
  return offset > 0 ? `+${offset}` : '';
}
