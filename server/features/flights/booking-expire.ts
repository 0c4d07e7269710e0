import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { flightBookings } from '../../store/schema-flight-bookings';

/**
 * Marks flight bookings left unpaid ('paymentpending') and claimed before `claimedBefore` as
 * 'expired', only those of `among` when given; answers their txids. A guarded UPDATE: a capture or
 * wallet payment racing it changes the row first or finds it expired, never both. Their seats are
 * still held: the caller releases them (releaseSeats in booking-seats.ts).
 */
export async function markUnpaidExpired(
  db: Executor,
  claimedBefore: Date,
  now: Date,
  among?: readonly string[],
): Promise<string[]> {
  if (among?.length === 0) return [];
  const rows = await db
    .update(flightBookings)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(flightBookings.status, 'paymentpending'),
        lt(flightBookings.bookedOn, claimedBefore),
        among ? inArray(flightBookings.txid, [...among]) : undefined,
      ),
    )
    .returning({ txid: flightBookings.txid });
  return rows.map((r) => r.txid);
}
