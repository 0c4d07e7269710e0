import { and, eq, notInArray } from 'drizzle-orm';
import type { HandlerContext } from '../dispatch/types';
import { tripItems, trips } from '../store/schema';
import { type TripRow, applyTripEvent } from './trip-access';

/*
 * The end of a trip's cancellation (docs/trip-lifecycle.md): a trip waits in canxprocessing while
 * some of its bookings are still being cancelled, and is cancelled by the system once none is left,
 * whichever path cancelled the last one (the trip's own request, a voucher, the travel desk, a
 * flight's cancellation). The rule is written here once for all of them.
 */

/** Items no longer part of the trip. */
export const GONE_ITEM_STATUSES = ['cancelled', 'deleted'];

export const EVERY_BOOKING_CANCELLED = 'Every booking of the trip is cancelled';

/**
 * The trip's row, locked until the transaction ends. Taken before an item of the trip changes, in
 * the order the trip's own cancellation takes them (trip, then items), so the two cannot deadlock.
 */
export async function lockTrip(ctx: HandlerContext, tripId: string, corporateId: string): Promise<TripRow | undefined> {
  const [trip] = await ctx.tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.corporateId, corporateId)))
    .for('update');
  return trip;
}

/**
 * After an item of the trip is cancelled: a trip in canxprocessing with no live item left gets
 * CANCEL (the system's step, with its tracker row; callers can never apply it). Any other trip keeps
 * its status: a booked trip is not cancelled because one of its bookings was. The trip's row is
 * locked before its items are counted, so two of its bookings cancelled at once cannot each still
 * see the other as live and leave the trip waiting. Answers the trip as it is now.
 */
export async function cancelTripIfNothingWaits(
  ctx: HandlerContext,
  tripId: string,
  corporateId: string,
): Promise<TripRow | undefined> {
  const trip = await lockTrip(ctx, tripId, corporateId);
  if (trip?.status !== 'canxprocessing') return trip;
  const [waiting] = await ctx.tx
    .select({ id: tripItems.id })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, trip.id), notInArray(tripItems.status, GONE_ITEM_STATUSES)))
    .limit(1);
  if (waiting) return trip;
  return applyTripEvent(ctx, trip, 'CANCEL', { remarks: EVERY_BOOKING_CANCELLED });
}
