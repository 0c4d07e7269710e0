import { and, eq } from 'drizzle-orm';
import { type BookingProduct, paymentRefsOf } from '../../booking/product';
import { flightFacts } from './booking-facts';
import { flightInvoiceFacts } from './invoice-facts';
import { attachFlightToTrip, listFlightsForUser } from './my-bookings';
import { expireUnpaidFlights } from './expiry';
import { issueTripFlight } from './trip-issue';
import { flightBookings } from '../../store/schema-flight-bookings';
import { type FlightBookingRow, findByClientRef, markPaid } from './booking-store';
import { settleReplacedBooking } from './reschedule-settle';
import { routeOf } from './route';

/* Flights as the shared booking lifecycle sees them (server/booking/product.ts). */

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
  async confirmPaid(tx, row, paid, now) {
    const confirmed = await markPaid(tx, row, now, paid.mode, paymentRefsOf(paid));
    // A reschedule: the booking it replaces is settled with this payment (reschedule-settle.ts).
    if (confirmed) await settleReplacedBooking({ tx, now, session: { corporateid: row.corporateId, profileid: row.profileId } }, confirmed);
    return confirmed;
  },
  async noteCardAttempt(db, row, paymentId, now) {
    const [updated] = await db
      .update(flightBookings)
      .set({ paymentId, paymentMode: 'creditcard', updatedAt: now })
      .where(eq(flightBookings.txid, row.txid))
      .returning();
    return updated ?? row;
  },
  issueTripItem: issueTripFlight,
  listForUser: listFlightsForUser,
  attachToTrip: attachFlightToTrip,
  invoiceFacts: flightInvoiceFacts,
  expireUnpaid: expireUnpaidFlights,
  facts: flightFacts,
};
