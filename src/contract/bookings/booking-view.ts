/*
 * Which tab of "My bookings" a booking belongs to, and the search, shared by the server's filter
 * and the screen's (docs/features/my-bookings.md). Pure: no I/O.
 */

export const BOOKING_VIEWS = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/**
 * Statuses of a booking that no longer stands: cancelled, being cancelled, refunded, replaced, lapsed
 * unpaid. The server's SQL filter (server/booking/my-bookings-query.ts) uses this same list.
 */
export const ENDED_STATUSES: readonly string[] = ['cancelled', 'canxprocessing', 'refunded', 'rescheduled', 'expired'];
const ENDED = new Set(ENDED_STATUSES);

export interface ViewedBooking {
  status: string;
  fromdate: string;
  todate: string;
}

/** 'cancelled' for an ended booking, else 'past' once its last day (YYYY-MM-DD) is before today. */
export function viewOf(booking: ViewedBooking, today: string): Exclude<BookingView, 'all'> {
  if (ENDED.has(booking.status)) return 'cancelled';
  // The last day, or the first when a booking has no end (the SQL filter reads it the same way).
  const last = booking.todate || booking.fromdate;
  return last !== '' && last < today ? 'past' : 'upcoming';
}

export interface SearchedBooking {
  txid: string;
  reference: string;
  travellers: readonly string[];
}

/** The text a search looks for: spaces around ignored, any case. */
export const searchNeedle = (search: string): string => search.trim().toLowerCase();

/** Case-insensitive: the reference (PNR, policy number), the txid or any traveller's name contains the text. */
export function matchesSearch(booking: SearchedBooking, search: string): boolean {
  const needle = searchNeedle(search);
  if (needle === '') return true;
  return [booking.reference, booking.txid, ...booking.travellers].some((field) => field.toLowerCase().includes(needle));
}

export interface BookingFilter {
  view: BookingView;
  product: string;
  search: string;
}

/** The bookings a filter keeps, in their order. */
export function filterBookings<B extends ViewedBooking & SearchedBooking & { product: string }>(
  bookings: readonly B[],
  filter: BookingFilter,
  today: string,
): B[] {
  return bookings.filter(
    (b) =>
      (filter.view === 'all' || viewOf(b, today) === filter.view) &&
      (filter.product === '' || b.product === filter.product) &&
      matchesSearch(b, filter.search),
  );
}

/** The next booking still to come (earliest first day on or after today), if any. */
export function nextUpcoming<B extends ViewedBooking>(bookings: readonly B[], today: string): B | undefined {
  return bookings
    .filter((b) => viewOf(b, today) === 'upcoming' && b.fromdate >= today)
    .sort((a, b) => a.fromdate.localeCompare(b.fromdate))[0];
}
