import type { MyBooking } from '../../contract/bookings/operations';
import { nextUpcoming } from '../../contract/bookings/booking-view';
import { tripPath } from '../shared/trip-paths';
import { type NextUpItem, bookingTitle } from './NextUpCard';

/* "Next up" on the home page (docs/features/my-bookings.md): the booking or trip that starts first. */

/** Trip statuses that will not be travelled: never "next up". */
const NOT_TRAVELLED = new Set(['cancelled', 'canxprocessing', 'rejected']);

export interface TripForNextUp {
  tripid: string;
  tripname: string;
  status: string;
  fromdate: string;
  todate: string;
}

export function nextUpItem(bookings: readonly MyBooking[], trips: readonly TripForNextUp[], today: string): NextUpItem | null {
  const booking = nextUpcoming(bookings, today);
  const trip = trips
    .filter((t) => !t.tripid.startsWith('draft-') && !NOT_TRAVELLED.has(t.status) && t.fromdate >= today)
    .sort((a, b) => a.fromdate.localeCompare(b.fromdate))[0];
  // A trip and the booking made for it start the same day: the trip says more.
  if (trip && (!booking || trip.fromdate <= booking.fromdate)) {
    return { kind: 'trip', title: trip.tripname, fromdate: trip.fromdate, todate: trip.todate, to: tripPath(trip.tripid) };
  }
  if (!booking) return null;
  return {
    kind: 'booking',
    title: bookingTitle(booking.product, booking.route),
    fromdate: booking.fromdate,
    todate: booking.todate,
    to: booking.ticketpath,
  };
}
