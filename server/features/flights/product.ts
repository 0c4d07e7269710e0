import { and, eq } from 'drizzle-orm';
import type { BookingProduct } from '../../booking/product';
import { expireUnpaidFlights } from './expiry';
import { issueTripFlight } from './trip-issue';
import { flightBookings } from '../../store/schema-flight-bookings';
import { type FlightBookingRow, findByClientRef, markPaid } from './booking-store';

/* Flights as the shared booking lifecycle sees them (server/booking/product.ts). */

/** 'BLR-DEL, DEL-BLR': the trips of a booking, for ledger lines and approvers. */
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

export const flightProduct: BookingProduct<FlightBookingRow> = {
  kind: 'flight',
  describe: (row) => `Flight ${routeOf(row)} (${row.txid})`,
  ticketPath: (txid) => `/flights/eticket/${txid}`,
  homePath: '/flights',
  findByClientRef,
  async load(db, txid, corporateId) {
    const [row] = await db
      .select()
      .from(flightBookings)
      .where(and(eq(flightBookings.txid, txid), eq(flightBookings.corporateId, corporateId)));
    return row;
  },
  confirmPaid: (db, row, paid, now) =>
    markPaid(
      db,
      row,
      now,
      paid.mode,
      paid.mode === 'cashcard' ? { walletAccountId: paid.walletAccountId } : { paymentId: paid.paymentId },
    ),
  async noteCardAttempt(db, row, paymentId, now) {
    const [updated] = await db
      .update(flightBookings)
      .set({ paymentId, paymentMode: 'creditcard', updatedAt: now })
      .where(eq(flightBookings.txid, row.txid))
      .returning();
    return updated ?? row;
  },
  issueTripItem: issueTripFlight,
  expireUnpaid: expireUnpaidFlights,
};
