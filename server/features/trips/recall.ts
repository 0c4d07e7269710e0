import { and, eq, inArray } from 'drizzle-orm';
import { recallTrip } from '../../../src/contract/trips/recall';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { tripApprovals, tripTravellers } from '../../store/schema';
import { TRIP_NOT_YOURS_TO_CHANGE, type TripRow, applyTripEvent, loadTripForCaller } from '../../workflow/trip-access';

/** Only the people the trip belongs to take it back: trip staff and approvers decide, they do not recall. */
async function mayRecall(ctx: HandlerContext, trip: TripRow): Promise<boolean> {
  const me = ctx.session.profileid;
  if (trip.travellerProfileId === me || trip.createdByProfileId === me) return true;
  const [row] = await ctx.tx
    .select({ id: tripTravellers.tripId })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.tripId, trip.id), eq(tripTravellers.travellerProfileId, me)));
  return row !== undefined;
}

/**
 * recalltrip: RECALL (approvalpending, partiallyapproved or submitted → pending; anything else is
 * the lifecycle's 409), then the levels still open are closed as 'skipped' — the same closing
 * server/workflow/approval-routing.ts does on a resubmission — so the approver's inbox drops the trip and the next
 * submit starts a fresh round. The tracker row comes from applyTripEvent.
 */
export const recallTripHandler = defineHandler(recallTrip)(async (ctx, { tripid, remarks }) => {
  // 'read' first: a colleague or another company gets 'trip not found'; an approver can read it.
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  if (!(await mayRecall(ctx, trip))) throw forbidden(TRIP_NOT_YOURS_TO_CHANGE);
  const recalled = await applyTripEvent(ctx, trip, 'RECALL', { remarks });
  await ctx.tx
    .update(tripApprovals)
    .set({ status: 'skipped', decidedAt: ctx.now })
    .where(and(eq(tripApprovals.tripId, trip.id), inArray(tripApprovals.status, ['waiting', 'pending'])));
  return { ApiStatus: { Status: 'OK' as const, Message: 'Trip recalled' }, tripid: recalled.id, status: recalled.status };
});
