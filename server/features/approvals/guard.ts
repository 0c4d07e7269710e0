import { and, asc, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, dayOf } from '../../../src/domain/approval-rules';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { tripApprovals, trips } from '../../store/schema';
import { findPerson } from '../../workflow/directory';
import { notifyApprover } from '../../workflow/approval-notify';
import { delegateFor } from '../../workflow/approval-workflow';
import { TRIP_NOT_FOUND, type TripRow, loadTripForCaller } from '../../workflow/trip-access';

/* Who may decide what: the checks behind decideTripApproval and the workflow reads. */

export type ApprovalRow = typeof tripApprovals.$inferSelect;

/** The trip of the caller's company; another company's answers like a missing one (403). */
export async function findCompanyTrip(ctx: HandlerContext, tripid: string): Promise<TripRow> {
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, tripid), eq(trips.corporateId, ctx.session.corporateid)));
  if (!trip) throw forbidden(TRIP_NOT_FOUND);
  return trip;
}

/** The level waiting for a decision now, if any. */
export async function pendingRow(ctx: HandlerContext, tripId: string): Promise<ApprovalRow | null> {
  const [row] = await ctx.tx
    .select()
    .from(tripApprovals)
    .where(and(eq(tripApprovals.tripId, tripId), eq(tripApprovals.status, 'pending')))
    .orderBy(asc(tripApprovals.level))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the caller may decide `row`, and as whom: its approver; the approver it was delegated
 * from (who may still decide); or the approver's delegate today (a window opened after routing).
 * Answers the row's new approver/on-behalf-of columns, or null.
 */
export async function callerStandsFor(ctx: HandlerContext, trip: TripRow, row: ApprovalRow) {
  const me = ctx.session.profileid;
  if (me === row.approverProfileId) return { approverProfileId: me, onBehalfOfProfileId: row.onBehalfOfProfileId };
  if (me === row.onBehalfOfProfileId) return { approverProfileId: me, onBehalfOfProfileId: null };
  const approver = await findPerson(ctx.tx, trip.corporateId, row.approverProfileId);
  const delegate = approver ? await delegateFor(ctx.tx, trip.corporateId, approver, { id: trip.travellerProfileId }, dayOf(ctx.now)) : null;
  return delegate?.id === me ? { approverProfileId: me, onBehalfOfProfileId: row.approverProfileId } : null;
}

/** Refuses someone the current level is not routed to; a caller who may not even read the trip learns nothing of it. */
export async function refuseUnrouted(ctx: HandlerContext, trip: TripRow): Promise<never> {
  await loadTripForCaller(ctx, trip.id, 'read');
  throw forbidden(APPROVAL_MESSAGES.notRouted);
}

/** A waiting level's turn: it goes to its approver's delegate when a window covers today, and they are notified. */
export async function activateLevel(ctx: HandlerContext, trip: TripRow, row: ApprovalRow): Promise<void> {
  const approver = await findPerson(ctx.tx, trip.corporateId, row.approverProfileId);
  const traveller = await findPerson(ctx.tx, trip.corporateId, trip.travellerProfileId);
  const delegate = approver ? await delegateFor(ctx.tx, trip.corporateId, approver, { id: trip.travellerProfileId }, dayOf(ctx.now)) : null;
  await ctx.tx
    .update(tripApprovals)
    .set({ status: 'pending', approverProfileId: delegate?.id ?? row.approverProfileId, onBehalfOfProfileId: delegate ? row.approverProfileId : null })
    .where(eq(tripApprovals.id, row.id));
  await notifyApprover(ctx, trip, delegate?.id ?? row.approverProfileId, traveller?.name ?? '');
}
