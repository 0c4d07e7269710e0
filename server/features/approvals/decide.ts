import { and, asc, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, type ApprovalDecision } from '../../../src/domain/approval-rules';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { tripApprovals } from '../../store/schema';
import { findPerson } from '../../workflow/directory';
import { activateLevel, callerStandsFor, findCompanyTrip, pendingRow, refuseUnrouted } from './guard';
import { notifyTraveller } from '../../workflow/approval-notify';
import { applyTripEvent, isTravellerOf } from '../../workflow/trip-access';

export interface DecisionInput {
  tripid: string;
  decision: ApprovalDecision;
  remarks: string;
}

export interface DecisionResult {
  tripid: string;
  tripstatus: string;
  message: string;
}

/**
 * The approver (or whoever stands in for them today) of the trip's CURRENT pending level decides.
 * Approve: the next level becomes pending and its approver is notified, or, at the last level, the
 * trip is approved. Reject (remarks required): the trip is rejected and later levels skipped. The
 * lifecycle moves the status and writes the tracker row; the final decision is pushed to the
 * traveller. A replay with the same Idempotency-Key gets the stored answer from the dispatcher.
 */
export async function decideTripApproval(ctx: HandlerContext, input: DecisionInput): Promise<DecisionResult> {
  const trip = await findCompanyTrip(ctx, input.tripid);
  if (await isTravellerOf(ctx, trip)) throw forbidden(APPROVAL_MESSAGES.ownTrip);
  const row = await pendingRow(ctx, trip.id);
  const acting = row ? await callerStandsFor(ctx, trip, row) : null;
  if (!row || !acting) return refuseUnrouted(ctx, trip);
  const remarks = input.remarks.trim();
  if (input.decision === 'reject' && !remarks) throw badRequest(APPROVAL_MESSAGES.remarksRequired);

  const [decided] = await ctx.tx
    .update(tripApprovals)
    .set({ status: input.decision === 'approve' ? 'approved' : 'rejected', remarks, decidedAt: ctx.now, ...acting })
    .where(and(eq(tripApprovals.id, row.id), eq(tripApprovals.status, 'pending')))
    .returning();
  if (!decided) throw new HttpError(409, 'This approval was decided meanwhile. Reload and try again.');

  // The tracker names who decided; a delegate's row also says for whom.
  const onBehalf = acting.onBehalfOfProfileId ? await findPerson(ctx.tx, trip.corporateId, acting.onBehalfOfProfileId) : null;
  const trackerRemarks = onBehalf ? `${remarks}${remarks ? ' ' : ''}(on behalf of ${onBehalf.name})`.trim() : remarks;

  if (input.decision === 'reject') {
    await ctx.tx.update(tripApprovals).set({ status: 'skipped' }).where(and(eq(tripApprovals.tripId, trip.id), eq(tripApprovals.status, 'waiting')));
    const updated = await applyTripEvent(ctx, trip, 'REJECT', { remarks: trackerRemarks });
    notifyTraveller(ctx, updated, 'rejected', remarks);
    return { tripid: trip.id, tripstatus: updated.status, message: APPROVAL_MESSAGES.rejected };
  }

  const [next] = await ctx.tx
    .select()
    .from(tripApprovals)
    .where(and(eq(tripApprovals.tripId, trip.id), eq(tripApprovals.status, 'waiting')))
    .orderBy(asc(tripApprovals.level))
    .limit(1);
  if (next) await activateLevel(ctx, trip, next);
  const updated = await applyTripEvent(ctx, trip, 'APPROVE', { remarks: trackerRemarks });
  if (next) return { tripid: trip.id, tripstatus: updated.status, message: APPROVAL_MESSAGES.forwarded };
  notifyTraveller(ctx, updated, 'approved', remarks);
  return { tripid: trip.id, tripstatus: updated.status, message: APPROVAL_MESSAGES.approved };
}
