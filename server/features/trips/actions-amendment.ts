import { and, desc, eq } from 'drizzle-orm';
import { tripAmendmentRequest, tripAmendmentRequestApproval } from '../../../src/contract/trips/actions';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { profiles, tripAmendments, trips } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { TRIP_NOT_FOUND, type TripRow, applyTripEvent, loadTripForCaller } from '../../workflow/trip-access';
import { checkDateOrder } from './actions-lifecycle';

interface AmendmentInput {
  tripid: string;
  amendmenttype: string;
  fromdate?: string;
  todate?: string;
  remarks: string;
  details?: Record<string, unknown>;
}

type Amendment = typeof tripAmendments.$inferSelect;

const answer = (message: string, trip: TripRow, amendment: Amendment) => ({
  ApiStatus: { Status: 'OK' as const, Message: message },
  tripid: trip.id,
  status: trip.status,
  amendmentid: String(amendment.id),
  amendmentstatus: amendment.status,
});

async function pendingAmendment(ctx: HandlerContext, tripId: string): Promise<Amendment | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(tripAmendments)
    .where(and(eq(tripAmendments.tripId, tripId), eq(tripAmendments.status, 'pending')))
    .orderBy(desc(tripAmendments.id))
    .limit(1);
  return row;
}

/**
 * REQUEST_AMENDMENT and one pending amendment row naming who decides: the traveller's manager
 * (reportsTo), else nobody in particular (travel staff of the company decide).
 */
async function requestAmendment(ctx: HandlerContext, input: AmendmentInput) {
  const datechange = input.amendmenttype === 'datechange';
  if (datechange && (!input.fromdate || !input.todate)) throw badRequest('fromdate and todate are required for a date change');
  if (input.fromdate && input.todate) checkDateOrder(input.fromdate, input.todate);
  const trip = await loadTripForCaller(ctx, input.tripid, 'write');
  const moved = await applyTripEvent(ctx, trip, 'REQUEST_AMENDMENT', { remarks: input.remarks });
  const [traveller] = await ctx.tx
    .select({ reportsTo: profiles.reportsTo })
    .from(profiles)
    .where(and(eq(profiles.id, trip.travellerProfileId), eq(profiles.corporateId, trip.corporateId)));
  const [amendment] = await ctx.tx
    .insert(tripAmendments)
    .values({
      tripId: trip.id,
      corporateId: trip.corporateId,
      requestedBy: ctx.session.profileid,
      amendmentType: input.amendmenttype,
      fromDate: input.fromdate ?? null,
      toDate: input.todate ?? null,
      details: input.details ?? {},
      remarks: input.remarks,
      status: 'pending',
      approverProfileId: traveller?.reportsTo ?? null,
      createdAt: ctx.now,
    })
    .returning();
  return { trip: moved, amendment: amendment! };
}

/** The approver decides; the traveller and the requester never decide their own amendment. */
async function decideAmendment(ctx: HandlerContext, tripid: string, decision: 'approve' | 'reject', remarks: string) {
  // Not loadTripForCaller: a manager decides amendments without being a reader of the trip otherwise.
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, tripid), eq(trips.corporateId, ctx.session.corporateid)));
  if (!trip) throw forbidden(TRIP_NOT_FOUND);
  const amendment = await pendingAmendment(ctx, trip.id);
  const me = ctx.session.profileid;
  const mayDecide = amendment && (amendment.approverProfileId === me || (await handlesTravellerOf(ctx, trip.travellerProfileId)));
  if (!amendment || !mayDecide) {
    if (!(await loadTripForCaller(ctx, tripid, 'read').catch(() => null))) throw forbidden(TRIP_NOT_FOUND);
    if (!amendment) throw new HttpError(409, 'There is no amendment waiting for a decision on this trip.');
    throw forbidden('You are not the approver of this amendment.');
  }
  if (me === trip.travellerProfileId || me === amendment.requestedBy) throw forbidden('You cannot decide your own amendment.');
  const event = decision === 'approve' ? 'APPROVE_AMENDMENT' : 'REJECT_AMENDMENT';
  const moved = await applyTripEvent(ctx, trip, event, { remarks });
  if (decision === 'approve' && amendment.fromDate && amendment.toDate) {
    await ctx.tx.update(trips).set({ fromDate: amendment.fromDate, toDate: amendment.toDate, updatedAt: ctx.now }).where(eq(trips.id, trip.id));
  }
  const [decided] = await ctx.tx
    .update(tripAmendments)
    .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedBy: me, decisionRemarks: remarks, decidedAt: ctx.now })
    .where(eq(tripAmendments.id, amendment.id))
    .returning();
  return { trip: moved, amendment: decided! };
}

export const tripAmendmentHandlers: OperationHandler[] = [
  defineHandler(tripAmendmentRequest)(async (ctx, input) => {
    const { trip, amendment } = await requestAmendment(ctx, input);
    return { ApiStatus: { Status: 'OK', Message: 'Amendment requested' }, tripid: trip.id, status: trip.status, amendmentid: String(amendment.id) };
  }),

  defineHandler(tripAmendmentRequestApproval)(async (ctx, input) => {
    if (input.decision) {
      const { trip, amendment } = await decideAmendment(ctx, input.tripid, input.decision, input.remarks);
      return answer(input.decision === 'approve' ? 'Amendment approved' : 'Amendment rejected', trip, amendment);
    }
    // Routing a date change that is already waiting answers the waiting one (a repeated tap).
    const trip = await loadTripForCaller(ctx, input.tripid, 'write');
    const waiting = trip.status === 'sentforamendment' ? await pendingAmendment(ctx, trip.id) : undefined;
    if (waiting) return answer('Date change is waiting for approval', trip, waiting);
    const routed = await requestAmendment(ctx, { ...input, amendmenttype: 'datechange' });
    return answer('Date change sent for approval', routed.trip, routed.amendment);
  }),
];
