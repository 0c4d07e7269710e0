import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { tripItems } from '../store/schema';
import type { TripNoteContext } from './trip-access';
import { noteOnTripOfBooking } from './trip-items';

/*
 * A booking of a trip replaced by another (a rescheduled flight, a stay at new dates:
 * docs/features/trips.md): the trip's item for the old booking becomes 'rescheduled' and a booked
 * item for the new one is added, naming the old as its reftxid, with a note on the trip's tracker,
 * as TG-TRIPACTIONS' reschedule item does.
 */

export interface TripItemReplacement {
  tripId: string;
  corporateId: string;
  oldTxid: string;
  newTxid: string;
  totalPaise: number;
  /** The search answer the new booking came from, when the product keeps one. */
  responseId?: string;
}

/** Replaces the old booking's item; false when the trip has no item for it. */
export async function replaceBookedTripItem(ctx: TripNoteContext, r: TripItemReplacement): Promise<boolean> {
  const [item] = await ctx.tx
    .update(tripItems)
    .set({ status: 'rescheduled' })
    .where(and(eq(tripItems.tripId, r.tripId), eq(tripItems.corporateId, r.corporateId), eq(tripItems.txid, r.oldTxid)))
    .returning();
  if (!item) return false;
  await ctx.tx.insert(tripItems).values({
    ...item,
    id: randomUUID(),
    totalAmountPaise: r.totalPaise,
    responseId: r.responseId ?? item.responseId,
    // The kept request was for the old booking: the new item is booked already and never replayed.
    selectedJson: '',
    status: 'booked',
    txid: r.newTxid,
    refTxid: r.oldTxid,
    addedBy: ctx.session.profileid,
    addedAt: ctx.now,
  });
  await noteOnTripOfBooking(
    ctx,
    { tripId: r.tripId, corporateId: r.corporateId, txid: r.newTxid },
    'ADD_RESCHEDULE_ITEM',
    `${item.itemType} ${r.newTxid} replaces ${r.oldTxid}`,
  );
  return true;
}
