import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../store/db';
import { insuranceBookings } from '../../store/schema-insurance-bookings';

/* Insurance in the shared expiry pass (server/booking/expiry.ts): policies left unpaid past the hold time expire. */
export async function expireUnpaidInsurance(tx: Tx, claimedBefore: Date, now: Date): Promise<string[]> {
  // Guarded: a capture racing the pass confirms the booking first or finds it expired, never both.
  const rows = await tx
    .update(insuranceBookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(insuranceBookings.status, 'paymentpending'), lt(insuranceBookings.bookedOn, claimedBefore)))
    .returning({ txid: insuranceBookings.txid });
  return rows.map((r) => r.txid);
}
