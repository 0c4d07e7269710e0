import type { BookingApprovalService, BookingApprovalStatus } from '../../contract/booking-approvals/operations';

/* Display names of booking approvals, shared by the approver's and the requester's lists. */

export const BOOKING_SERVICE_NAMES: Record<BookingApprovalService, string> = {
  insurance: 'Travel insurance',
  flight: 'Flight',
  hotel: 'Hotel',
};

export const BOOKING_STATUS_NAMES: Record<BookingApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What the requester sees: an approved request that was booked says so. */
export function requesterStatusName(status: BookingApprovalStatus, used: boolean): string {
  return status === 'approved' && used ? 'Approved and booked' : BOOKING_STATUS_NAMES[status];
}
