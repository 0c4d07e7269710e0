import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookingApprovalService, CheaperAlternative } from '../../src/contract/booking-approvals/operations';
import { sealPassportsIn } from '../crypto/sealed-json';
import type { HandlerContext } from '../dispatch/types';
import { HttpError } from '../http/errors';
import { type BookingApprovalRow, MAX_APPROVAL_PAISE, bookingApprovalEvents, bookingApprovals } from '../store/schema';
import { findPerson } from './directory';
import { notifyBookingApprover } from './booking-approval-notify';
import { routeBookingApproval } from './booking-approval-routing';

/*
 * The server functions other areas call (docs/features/approvals.md): a booking
 * handler asks for approval, later finds the approved request and marks it used in the
 * transaction that books, so one approval books once.
 */

export interface BookingApprovalRequest {
  service: BookingApprovalService;
  /** One line for the approver ('Travel insurance: Asia Gold, 2 travellers'). */
  summary: string;
  /** The booking request as the requester sent it; kept whole. */
  request: Record<string, unknown>;
  /** The server's own price of the booking. */
  totalnetPaise: bigint;
  currency: string;
  /** App path the requester continues at; `&approvalid=BA…` is appended once approved. */
  resumeurl: string;
  /** '' when in policy. */
  policyviolationreason: string;
  inpolicy?: boolean;
  fromdate?: string;
  todate?: string;
  /** Whose booking it is (their manager approves); the caller when omitted. */
  travellerProfileId?: string;
  /** The cheapest in-policy option of the same search, when cheaper than the one asked for (issue 15). */
  alternative?: CheaperAlternative | null;
}

export interface ApprovedBooking {
  approvalid: string;
  service: BookingApprovalService;
  request: Record<string, unknown>;
  totalnetPaise: bigint;
  currency: string;
  approverProfileId: string;
  decidedAt: Date;
}

/** An event of the audit trail (booking_approval_events), by the caller. */
export async function recordBookingApprovalEvent(ctx: HandlerContext, approvalId: string, action: 'requested' | 'approved' | 'rejected' | 'used', remarks = ''): Promise<void> {
  await ctx.tx.insert(bookingApprovalEvents).values({ approvalId, corporateId: ctx.session.corporateid, action, byProfileId: ctx.session.profileid, remarks, createdAt: ctx.now });
}

/**
 * Stores a pending request routed to one approver (manager, else travel admin, else superadmin;
 * never the requester or traveller; their delegate that day if they have one) and pushes it to them. 409 when the company has nobody to ask.
 */
export async function requestBookingApproval(ctx: HandlerContext, input: BookingApprovalRequest): Promise<string> {
  const { corporateid, profileid } = ctx.session;
  const traveller = (input.travellerProfileId && (await findPerson(ctx.tx, corporateid, input.travellerProfileId))) || null;
  const travellerId = traveller?.id ?? profileid;
  const route = await routeBookingApproval(ctx.tx, corporateid, travellerId, profileid, ctx.now);
  if (!route) throw new HttpError(409, 'No approver is set up for this traveller: ask your travel admin to set the approval workflow');
  if (input.totalnetPaise < 0n || input.totalnetPaise > BigInt(MAX_APPROVAL_PAISE)) throw new HttpError(400, 'totalnet: amount out of range');

  const [row] = await ctx.tx
    .insert(bookingApprovals)
    .values({
      id: sql<string>`'BA' || nextval('booking_approval_id_seq')::text`,
      corporateId: corporateid,
      service: input.service,
      requesterProfileId: profileid,
      travellerProfileId: travellerId,
      approverProfileId: route.decider.id,
      onBehalfOfProfileId: route.onBehalfOf?.id ?? null,
      status: 'pending',
      summary: input.summary,
      fromDate: input.fromdate ?? '',
      toDate: input.todate ?? '',
      request: await sealPassportsIn(ctx.tx, input.request, 'booking_approvals.request'),
      totalNetPaise: Number(input.totalnetPaise),
      currency: input.currency,
      inPolicy: input.inpolicy ?? input.policyviolationreason === '',
      policyViolationReason: input.policyviolationreason,
      resumeUrl: input.resumeurl,
      alternative: input.alternative ?? null,
      createdAt: ctx.now,
    })
    .returning({ id: bookingApprovals.id });
  const approvalId = row!.id;
  await recordBookingApprovalEvent(ctx, approvalId, 'requested');
  const requester = await findPerson(ctx.tx, corporateid, profileid);
  notifyBookingApprover(ctx, route.decider.id, approvalId, `${traveller?.name ?? requester?.name ?? ''}: ${input.summary}`);
  return approvalId;
}

/** A row of the caller's company, or null. */
export async function findCompanyBookingApproval(ctx: HandlerContext, approvalid: string): Promise<BookingApprovalRow | null> {
  const [row] = await ctx.tx
    .select()
    .from(bookingApprovals)
    .where(and(eq(bookingApprovals.id, approvalid), eq(bookingApprovals.corporateId, ctx.session.corporateid)));
  return row ?? null;
}

/** The caller's own request of `service`, approved and not used yet; anything else is null. */
export async function loadApprovedBooking(ctx: HandlerContext, approvalid: string, service: BookingApprovalService): Promise<ApprovedBooking | null> {
  if (!approvalid) return null;
  const row = await findCompanyBookingApproval(ctx, approvalid);
  if (!row || row.requesterProfileId !== ctx.session.profileid || row.service !== service) return null;
  if (row.status !== 'approved' || row.usedTxid !== null || !row.decidedAt) return null;
  return {
    approvalid: row.id,
    service: row.service,
    request: row.request,
    totalnetPaise: BigInt(row.totalNetPaise),
    currency: row.currency,
    approverProfileId: row.approverProfileId,
    decidedAt: row.decidedAt,
  };
}

/**
 * Marks the caller's approved request used by booking `txid`, in the booking's transaction. The
 * same txid again is a no-op (a replayed booking); any other use is refused (409), so an approval
 * books once.
 */
export async function markBookingApprovalUsed(ctx: HandlerContext, approvalid: string, txid: string): Promise<void> {
  const [used] = await ctx.tx
    .update(bookingApprovals)
    .set({ usedTxid: txid, usedAt: ctx.now })
    .where(
      and(
        eq(bookingApprovals.id, approvalid),
        eq(bookingApprovals.corporateId, ctx.session.corporateid),
        eq(bookingApprovals.requesterProfileId, ctx.session.profileid),
        eq(bookingApprovals.status, 'approved'),
        isNull(bookingApprovals.usedTxid),
      ),
    )
    .returning({ id: bookingApprovals.id });
  if (used) return recordBookingApprovalEvent(ctx, approvalid, 'used', txid);
  const row = await findCompanyBookingApproval(ctx, approvalid);
  if (row?.requesterProfileId === ctx.session.profileid && row.usedTxid === txid) return;
  throw new HttpError(409, 'approvalid: this approval is not approved or was already used');
}
