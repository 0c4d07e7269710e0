import type { HandlerContext } from '../dispatch/types';
import { queuePush } from '../push/notify';
import type { BookingApprovalRow } from '../store/schema';

/* The pushes of booking approvals; each leaves once the call's transaction commits (queuePush). */

/** Where the requester continues with an approved request: the resume path plus its approval id. */
export function continueUrlOf(row: Pick<BookingApprovalRow, 'id' | 'resumeUrl'>): string {
  return `${row.resumeUrl}${row.resumeUrl.includes('?') ? '&' : '?'}approvalid=${encodeURIComponent(row.id)}`;
}

/** A new request waits for `approverId`: the notification opens the approvals page (no buttons: a reject needs remarks). */
export function notifyBookingApprover(ctx: HandlerContext, approverId: string, approvalId: string, body: string): void {
  queuePush(ctx, approverId, { title: 'Booking waiting for your approval', body, url: '/approvals', tag: `booking-approval-${approvalId}` });
}

/** The decision, to the requester: an approval opens the booking where they left it. */
export function notifyBookingRequester(ctx: HandlerContext, row: BookingApprovalRow, remarks: string): void {
  const approved = row.status === 'approved';
  queuePush(ctx, row.requesterProfileId, {
    title: approved ? 'Booking request approved' : 'Booking request rejected',
    body: remarks ? `${row.summary}: ${remarks}` : row.summary,
    url: approved ? continueUrlOf(row) : row.resumeUrl,
    tag: `booking-decision-${row.id}`,
  });
}
