import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { hotelBookings } from '../../store/schema-hotels';

/*
 * The hotel answers asynchronously, as the airline tickets (server/features/flights/ticketing.ts):
 * a paid booking is 'booked' until its confirmation due time, then 'confirmed' with the hotel's
 * confirmation number; a cancelled one is 'cancellationrequested' until its due time, then
 * 'cancelled'. Nothing runs on a timer: the due times are stored when asked and applied when the
 * booking is read, each by one guarded UPDATE, so readers racing in several processes change a row once.
 */

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The hotel's confirmation number of a booking: derived from the txid, so confirming twice gives the same. */
export function confirmationNumberOf(txid: string): string {
  const bytes = createHash('sha256').update(`hotel-confirmation:${txid}`).digest();
  return `HC${[...bytes.subarray(0, 8)].map((b) => LETTERS[b % LETTERS.length]).join('')}`;
}

/** Applies whatever the hotel has answered by `now` to one booking. */
export async function applyHotelAnswers(db: Executor, txid: string, now: Date): Promise<void> {
  await db
    .update(hotelBookings)
    .set({ status: 'confirmed', confirmationNumber: confirmationNumberOf(txid), updatedAt: now })
    .where(
      and(
        eq(hotelBookings.txid, txid),
        eq(hotelBookings.status, 'booked'),
        isNotNull(hotelBookings.confirmationDueAt),
        lte(hotelBookings.confirmationDueAt, now),
      ),
    );
  await db
    .update(hotelBookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(hotelBookings.txid, txid),
        eq(hotelBookings.status, 'cancellationrequested'),
        isNotNull(hotelBookings.cancelDueAt),
        lte(hotelBookings.cancelDueAt, now),
      ),
    );
}
