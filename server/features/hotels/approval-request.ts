import { getHotelApprovalRequest } from '../../../src/contract/hotels/approval-request';
import { defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { findCompanyBookingApproval } from '../../workflow/booking-approval-store';
import { chosenPaymentMode, requestOfApproval } from './approval-payment-mode';

/*
 * TG-HOTEL gethotelapprovalrequest (docs/features/hotels.md "Approval and trips"): the request
 * sendhotelforapproval kept, for its requester only, so the resumed book page refills its form,
 * with the payment mode picked then ('' for a request kept without one).
 * The company is checked by the lookup; a colleague, the approver or an approval of another
 * service get the unknown-id answer, so an id says nothing about whose it is.
 */

const NOT_FOUND = 'approvalid: hotel approval not found';

export const getHotelApprovalRequestHandler = defineHandler(getHotelApprovalRequest)(async (ctx, { approvalid }) => {
  const row = await findCompanyBookingApproval(ctx, approvalid);
  if (!row || row.service !== 'hotel' || row.requesterProfileId !== ctx.session.profileid) throw new HttpError(404, NOT_FOUND);
  return { ResponseStatus: { status: 'OK' as const }, jsondata: requestOfApproval(row.request), paymentmode: chosenPaymentMode(row.request) };
});
