import { and, eq } from 'drizzle-orm';
import { type BookingProduct, paymentRefsOf } from '../../booking/product';
import { insuranceFacts } from './booking-facts';
import { insuranceInvoiceFacts } from './invoice-facts';
import { attachInsuranceToTrip, listInsuranceForUser } from './my-bookings';
import { expireUnpaidInsurance } from './expiry';
import { issueTripInsurance } from './trip-issue';
import { insuranceBookings } from '../../store/schema';
import { type InsuranceBookingRow, findByClientRef, issuePolicy } from './booking-store';

/* Travel insurance as the shared booking lifecycle sees it (server/booking/product.ts). */

export const insuranceProduct: BookingProduct<InsuranceBookingRow> = {
  kind: 'insurance',
  describe: (row) => `Travel insurance ${row.planName} (${row.txid})`,
  ticketPath: (txid) => `/insurance/eticket/${txid}`,
  homePath: '/insurance',
  findByClientRef,
  async load(db, txid, corporateId) {
    const [row] = await db
      .select()
      .from(insuranceBookings)
      .where(and(eq(insuranceBookings.txid, txid), eq(insuranceBookings.corporateId, corporateId)));
    return row;
  },
  confirmPaid: (db, row, paid, now) => issuePolicy(db, row.txid, now, paid.mode, paymentRefsOf(paid)),
  async noteCardAttempt(db, row, paymentId, now) {
    const [updated] = await db
      .update(insuranceBookings)
      .set({ paymentId, paymentMode: 'creditcard', updatedAt: now })
      .where(eq(insuranceBookings.txid, row.txid))
      .returning();
    return updated ?? row;
  },
  issueTripItem: issueTripInsurance,
  listForUser: listInsuranceForUser,
  attachToTrip: attachInsuranceToTrip,
  invoiceFacts: insuranceInvoiceFacts,
  expireUnpaid: expireUnpaidInsurance,
  facts: insuranceFacts,
};
