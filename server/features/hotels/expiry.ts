import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../store/db';
import { hotelBookings } from '../../store/schema-hotels';

/* Hotels in the shared expiry pass (server/booking/expiry.ts): bookings left unpaid past the hold time expire. */
export async function expireUnpaidHotels(tx: Tx, claimedBefore: Date, now: Date): Promise<string[]> {
  // Guarded: a capture racing the pass confirms the booking first or finds it expired, never both.
  const rows = await tx
    .update(hotelBookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(hotelBookings.status, 'paymentpending'), lt(hotelBookings.bookedOn, claimedBefore)))
    .returning({ txid: hotelBookings.txid });
  return rows.map((r) => r.txid);
}
