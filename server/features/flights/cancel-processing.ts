import { type SQL, and, eq, exists, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { flightBookingTravellers, flightBookings } from '../../store/schema-flight-bookings';
import { flightSupplier } from './supplier';

/*
 * The airline cancels asynchronously, as it tickets (ticketing.ts): a cancelled traveller,
 * and a booking with every traveller cancelled, are 'canxprocessing' until a due time stored with
 * the request, then 'refunded' when money came back or 'cancelled' when none did. Nothing runs on
 * a timer: the due time is applied when the ticket is read and by maintenance, each time by one
 * guarded UPDATE, so readers racing in several processes change a row once.
 */

/** When the airline confirms a cancellation requested `now` (the sandbox: FLIGHT_CANCELLATION_DELAY_MS later). */
export const cancellationDueAt = (now: Date) => flightSupplier().cancel.dueAt(now);

/** Settles due travellers and bookings (of one booking, or all); answers how many bookings settled. */
async function settle(db: Executor, now: Date, onlyTxid?: string): Promise<number> {
  const one = (column: typeof flightBookings.txid | typeof flightBookingTravellers.txid): SQL | undefined =>
    onlyTxid === undefined ? undefined : eq(column, onlyTxid);
  await db
    .update(flightBookingTravellers)
    .set({
      status: sql`case when ${flightBookingTravellers.refundPaise} > 0 then 'refunded' else 'cancelled' end`,
    })
    .where(
      and(
        one(flightBookingTravellers.txid),
        eq(flightBookingTravellers.status, 'canxprocessing'),
        isNotNull(flightBookingTravellers.cancellationDueAt),
        lte(flightBookingTravellers.cancellationDueAt, now),
      ),
    );
  const refunded = exists(
    db
      .select({ one: sql`1` })
      .from(flightBookingTravellers)
      .where(and(eq(flightBookingTravellers.txid, flightBookings.txid), gt(flightBookingTravellers.refundPaise, 0))),
  );
  const rows = await db
    .update(flightBookings)
    .set({ status: sql`case when ${refunded} then 'refunded' else 'cancelled' end`, updatedAt: now })
    .where(
      and(
        one(flightBookings.txid),
        eq(flightBookings.status, 'canxprocessing'),
        isNotNull(flightBookings.cancellationDueAt),
        lte(flightBookings.cancellationDueAt, now),
      ),
    )
    .returning({ txid: flightBookings.txid });
  return rows.length;
}

/** On reading a ticket: the airline's answer for this booking, if it is due. */
export async function applyCancellation(db: Executor, txid: string, now: Date): Promise<void> {
  await settle(db, now, txid);
}

/** Maintenance: settles every cancellation that came due unread; answers how many bookings settled. */
export function settleDueCancellations(db: Executor, now: Date): Promise<number> {
  return settle(db, now);
}
