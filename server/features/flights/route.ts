import type { FlightBookingRow } from './booking-store';

/** 'BLR-DEL, DEL-BLR': the trips of a booking, for ledger lines, notices and approvers. */
export function routeOf(booking: Pick<FlightBookingRow, 'offers'>): string {
  return booking.offers
    .flatMap((offer) =>
      ([1, 2] as const).flatMap((trip) => {
        const segs = offer.segments.filter((s) => s.tripnumber === trip);
        return segs.length ? [`${segs[0]!.origin}-${segs[segs.length - 1]!.destination}`] : [];
      }),
    )
    .join(', ');
}
