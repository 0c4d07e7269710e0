import { and, eq } from 'drizzle-orm';
import { BOOKING_APPROVAL_MESSAGES as M, type BookingApprovalStatus } from '../../../src/contract/booking-approvals/operations';
import type { ApprovalDecision } from '../../../src/domain/approval-rules';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { bookingApprovals } from '../../store/schema';
import { findPerson } from '../../workflow/directory';
import { notifyBookingRequester } from '../../workflow/booking-approval-notify';
import { findCompanyBookingApproval, recordBookingApprovalEvent } from '../../workflow/booking-approval-store';

export interface BookingDecisionInput {
  approvalid: string;
  decision: ApprovalDecision;
  remarks: string;
}

export interface BookingDecisionResult {
  approvalid: string;
  status: BookingApprovalStatus;
  message: string;
}

/**
 * The request's approver (or the approver its delegate stands in for) decides it, once. Another company's id answers like a missing one; the
 * requester is refused their own; a colleague it is not routed to is refused. Reject needs remarks.
 * Every decision is written to the audit trail and pushed to the requester.
 */
export async function decideBookingApproval(ctx: HandlerContext, input: BookingDecisionInput): Promise<BookingDecisionResult> {
  const row = await findCompanyBookingApproval(ctx, input.approvalid);
  if (!row) throw forbidden(M.notFound);
  if (row.requesterProfileId === ctx.session.profileid) throw forbidden(M.own);
  const me = ctx.session.profileid;
  // The routed approver, or the approver a delegate stands in for (who may still decide).
  if (me !== row.approverProfileId && me !== row.onBehalfOfProfileId) throw forbidden(M.notRouted);
  if (row.status !== 'pending') throw new HttpError(409, M.decidedMeanwhile);
  const remarks = input.remarks.trim();
  if (input.decision === 'reject' && !remarks) throw badRequest(M.remarksRequired);

  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const [decided] = await ctx.tx
    .update(bookingApprovals)
    .set({ status, remarks, decidedAt: ctx.now, ...(me === row.onBehalfOfProfileId ? { approverProfileId: me, onBehalfOfProfileId: null } : {}) })
    .where(and(eq(bookingApprovals.id, row.id), eq(bookingApprovals.status, 'pending')))
    .returning();
  if (!decided) throw new HttpError(409, M.decidedMeanwhile);

  // The audit row names for whom a delegate decided.
  const onBehalf = decided.onBehalfOfProfileId ? await findPerson(ctx.tx, row.corporateId, decided.onBehalfOfProfileId) : null;
  await recordBookingApprovalEvent(ctx, row.id, status, onBehalf ? `${remarks} (on behalf of ${onBehalf.name})`.trim() : remarks);
  notifyBookingRequester(ctx, decided, remarks);
  return { approvalid: row.id, status, message: status === 'approved' ? M.approved : M.rejected };
}
