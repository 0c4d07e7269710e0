import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import type { BookingApproval, BookingApprovalService } from '../../../src/contract/booking-approvals/operations';
import type { HandlerContext } from '../../dispatch/types';
import { type BookingApprovalRow, bookingApprovals } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import { paiseToDecimal } from '../../workflow/approval-format';
import { continueUrlOf } from '../../workflow/booking-approval-notify';

/* What approvers and requesters see of booking requests: only rows routed to or asked by the caller. */

/** How many decided requests the approver's list keeps after the pending ones. */
const RECENT_DECIDED = 20;
/** How many of their own requests a requester sees. */
const MY_REQUESTS = 20;

function toWire(row: BookingApprovalRow, names: Map<string, string>, viewer: string, forRequester: boolean): BookingApproval {
  const usable = forRequester && row.status === 'approved' && row.usedTxid === null;
  return {
    approvalid: row.id,
    service: row.service,
    status: row.status,
    used: row.usedTxid !== null,
    requesterprofileid: row.requesterProfileId,
    travellername: names.get(row.travellerProfileId) ?? '',
    approvername: names.get(row.approverProfileId) ?? '',
    // The approver who delegated sees their own request without the note.
    onbehalfof: row.onBehalfOfProfileId && row.onBehalfOfProfileId !== viewer ? (names.get(row.onBehalfOfProfileId) ?? '') : '',
    summary: row.summary,
    fromdate: row.fromDate,
    todate: row.toDate,
    totalamount: paiseToDecimal(BigInt(row.totalNetPaise)),
    currency: row.currency,
    inpolicy: row.inPolicy,
    policyviolationreason: row.policyViolationReason,
    requesterreason: typeof row.request.policyreason === 'string' ? row.request.policyreason : '',
    remarks: row.remarks,
    requestedon: row.createdAt.toISOString(),
    decidedon: row.decidedAt?.toISOString() ?? '',
    resumeurl: usable ? continueUrlOf(row) : '',
    ...(row.alternative ? { alternative: row.alternative } : {}),
  };
}

async function withNames(ctx: HandlerContext, rows: BookingApprovalRow[], forRequester: boolean): Promise<BookingApproval[]> {
  const names = await namesOf(ctx.tx, ctx.session.corporateid, rows.flatMap((r) => [r.requesterProfileId, r.approverProfileId, r.travellerProfileId, r.onBehalfOfProfileId ?? '']));
  return rows.map((r) => toWire(r, names, ctx.session.profileid, forRequester));
}

/**
 * The approver's list: every pending request routed to the caller or to the caller's delegate
 * (oldest first), then the latest decided ones.
 */
export async function bookingApprovalsFor(ctx: HandlerContext): Promise<BookingApproval[]> {
  const { corporateid, profileid } = ctx.session;
  const routedToMe = or(eq(bookingApprovals.approverProfileId, profileid), eq(bookingApprovals.onBehalfOfProfileId, profileid));
  const mine = and(eq(bookingApprovals.corporateId, corporateid), routedToMe);
  const pending = await ctx.tx.select().from(bookingApprovals).where(and(mine, eq(bookingApprovals.status, 'pending'))).orderBy(asc(bookingApprovals.createdAt), asc(bookingApprovals.id));
  const decided = await ctx.tx
    .select()
    .from(bookingApprovals)
    .where(and(mine, ne(bookingApprovals.status, 'pending')))
    .orderBy(desc(bookingApprovals.decidedAt), desc(bookingApprovals.id))
    .limit(RECENT_DECIDED);
  return withNames(ctx, [...pending, ...decided], false);
}

/** The caller's own requests of one service, newest first. */
export async function myBookingApprovals(ctx: HandlerContext, service: BookingApprovalService): Promise<BookingApproval[]> {
  const rows = await ctx.tx
    .select()
    .from(bookingApprovals)
    .where(and(eq(bookingApprovals.corporateId, ctx.session.corporateid), eq(bookingApprovals.requesterProfileId, ctx.session.profileid), eq(bookingApprovals.service, service)))
    .orderBy(desc(bookingApprovals.createdAt), desc(bookingApprovals.id))
    .limit(MY_REQUESTS);
  return withNames(ctx, rows, true);
}
