import { type FlightBookingRequest, flightBookingRequestFromApproval } from '../../../src/contract/flights/booking';
import { openPassportsIn } from '../../crypto/sealed-json';
import { defineHandler } from '../../dispatch/types';
import { findCompanyBookingApproval } from '../../workflow/booking-approval-store';

/*
 * TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID: the request a flight approval was asked with, for its
 * requester only (a colleague, the approver or another company get the unknown-id answer), so the
 * book page can continue exactly what was approved. Hotels have no approvals yet: type 'hotel' finds none.
 */

const NOT_FOUND = 'id: booking request not found';

export const flightBookingRequestFromApprovalHandler = defineHandler(flightBookingRequestFromApproval)(async (ctx, { id, type }) => {
  const row = type === 'flight' ? await findCompanyBookingApproval(ctx, id) : null;
  if (!row || row.service !== 'flight' || row.requesterProfileId !== ctx.session.profileid)
    return { ApiStatus: { Status: 'NOK' as const, Message: NOT_FOUND }, jsondata: null };
  // Stored as TG-FLIGHTBOOKINGAPPROVAL parsed it, passport numbers sealed; the dispatcher checks it against the schema on the way out.
  return { ApiStatus: { Status: 'OK' as const }, jsondata: (await openPassportsIn(ctx.tx, row.request, 'booking_approvals.request')) as FlightBookingRequest };
});
