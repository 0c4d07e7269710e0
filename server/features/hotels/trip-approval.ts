import { BOOKING_APPROVAL_MESSAGES as M } from '../../../src/contract/booking-approvals/operations';
import { sendHotelForApproval } from '../../../src/contract/hotels/trip';
import { hotelBookPath } from '../../../src/domain/hotel-paths';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { requestBookingApproval } from '../../workflow/booking-approval-store';
import { loadTripForCaller } from '../../workflow/trip-access';
import { keptForApproval } from './approval-payment-mode';
import { findOwnHotelSearch } from './search-store';
import { checkStayRequest, staySummary } from './trip-stay';

/*
 * TG-HOTEL sendhotelforapproval (docs/features/hotels.md "Approval and trips"): the book page's
 * 'Send for approval'. The rate is rechecked and judged here, so the approver sees the server's
 * total, verdict and the booker's reason; the request is kept whole (service 'hotel') and the
 * approver is notified as for insurance. Once approved the booker resumes at the book page of the
 * same search with `&approvalid=BA…` and books it (bookhotel checks it covers the stay); the
 * payment mode the request names is the one the page refills then.
 */

const nok = (message: string) => ({ ResponseStatus: { status: 'NOK' as const, message }, responsedata: { approvalid: '' } });

export const sendHotelForApprovalHandler = defineHandler(sendHotelForApproval)(async (ctx, { jsondata: request }) => {
  // The resume link opens the search again: it must be the caller's own (403 'searchid: …' otherwise).
  if (request.searchid === '') throw badRequest('searchid is required');
  await findOwnHotelSearch(ctx, request.searchid);
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  const checked = await checkStayRequest(ctx, request);
  if ('refused' in checked) return nok(checked.refused);
  const { stay, verdict } = checked;
  try {
    const approvalid = await requestBookingApproval(ctx, {
      service: 'hotel',
      summary: staySummary(stay),
      // The approval is for this key's stay, billed to the company; the page's own approval id is
      // not part of it, and the traveller's payment mode is kept beside it for the resumed page.
      request: keptForApproval(request),
      totalnetPaise: stay.charges.total,
      currency: 'INR',
      resumeurl: hotelBookPath('/hotels', { searchid: request.searchid, hotelcode: stay.hotel.hotelcode, ratekey: stay.rate.ratekey }),
      policyviolationreason: verdict.reasons.join('; '),
      inpolicy: verdict.inpolicy,
      fromdate: stay.rate.checkin,
      todate: stay.rate.checkout,
    });
    return { ResponseStatus: { status: 'OK' as const, message: M.sent }, responsedata: { approvalid } };
  } catch (error) {
    // No approver set up (409) or an amount out of range: nothing was written.
    if (!(error instanceof HttpError)) throw error;
    ctx.log.info({ reason: error.message }, 'sendhotelforapproval: refused');
    return nok(error.message);
  }
});
