import { and, eq, inArray } from 'drizzle-orm';
import { APPROVAL_MESSAGES, dayOf } from '../../src/domain/approval-rules';
import type { TripApprovalMode } from '../../src/domain/trip-lifecycle-types';
import type { HandlerContext } from '../dispatch/types';
import { HttpError } from '../http/errors';
import { tripApprovals } from '../store/schema';
import { findPerson } from './directory';
import { notifyApprover, notifyManagerOnly } from './approval-notify';
import { resolveWorkflow } from './approval-workflow';
import type { TripRow } from './trip-access';
import { loadTripSettings } from './trip-settings';

export interface RoutingResult {
  mode: TripApprovalMode;
  /** Levels written to trip_approvals (0 in notify-only mode). */
  levels: number;
}

/** The trip's own mode once submitted; before that, the company's. */
export async function approvalModeOf(ctx: HandlerContext, trip: TripRow): Promise<TripApprovalMode> {
  return trip.approvalMode ?? (await loadTripSettings(ctx.tx, trip.corporateId)).approvalMode;
}

/**
 * Routes a submitted trip through its company's workflow (called by TG-TRIPBOOKINGAPPROVAL, in the
 * same transaction as SUBMIT). 'before' and 'after' write one row per level: level 1 'pending'
 * (to its approver's delegate when a delegation window covers today), the others 'waiting'; the
 * lifecycle decides whether booking may go ahead meanwhile. 'notify' writes nothing and only tells
 * the manager. A traveller with nobody to approve is refused (409): the submission rolls back.
 */
export async function routeTripForApproval(ctx: HandlerContext, trip: TripRow): Promise<RoutingResult> {
  const mode = await approvalModeOf(ctx, trip);
  const day = dayOf(ctx.now);
  const steps = await resolveWorkflow(ctx.tx, trip.corporateId, trip.travellerProfileId, day);
  const traveller = await findPerson(ctx.tx, trip.corporateId, trip.travellerProfileId);
  const travellerName = traveller?.name ?? '';

  if (mode === 'notify') {
    const first = steps[0];
    if (first) notifyManagerOnly(ctx, trip, (first.delegate ?? first.approver).id, travellerName);
    return { mode, levels: 0 };
  }
  if (steps.length === 0) throw new HttpError(409, APPROVAL_MESSAGES.noApprover);

  // A resubmission (after a recall or a reopen): what was still open from the last round is closed.
  await ctx.tx
    .update(tripApprovals)
    .set({ status: 'skipped', decidedAt: ctx.now })
    .where(and(eq(tripApprovals.tripId, trip.id), inArray(tripApprovals.status, ['waiting', 'pending'])));

  await ctx.tx.insert(tripApprovals).values(
    steps.map((step, i) => ({
      tripId: trip.id,
      corporateId: trip.corporateId,
      level: step.level,
      // Waiting levels name the rule's approver; their delegate is looked up when their turn comes.
      approverProfileId: i === 0 && step.delegate ? step.delegate.id : step.approver.id,
      onBehalfOfProfileId: i === 0 && step.delegate ? step.approver.id : null,
      status: i === 0 ? ('pending' as const) : ('waiting' as const),
      createdAt: ctx.now,
    })),
  );
  const first = steps[0]!;
  await notifyApprover(ctx, trip, (first.delegate ?? first.approver).id, travellerName);
  return { mode, levels: steps.length };
}
