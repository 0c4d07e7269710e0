import { FLIGHT_APPROVAL_FAILED, sendFlightForApproval } from '../../../src/contract/flights/booking';
import { defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { requestBookingApproval } from '../../workflow/booking-approval-store';
import { routeOf } from './route';
import { cheaperAlternativeOf } from './booking-alternative';
import { policyReasonProblem, priceBooking } from './booking-price';
import { checkFlightTripDetails } from './booking-trip-details';

/*
 * TG-FLIGHTBOOKINGAPPROVAL: the review page's 'Send for Approval' for an out-of-policy fare. The
 * server prices the request itself (the approver sees the exact amount and the policy's reasons),
 * stores it whole, and the requester resumes at the book page with `&approvalid=BA…` once approved.
 */

const nok = (message: string) => ({
  ResponseStatus: { status: 'NOK' as const, message, responsedata: { approvalid: '' } },
});

/** The book page of these fares (H3's route: rid and the JSON list of farekeys in selected order). */
export function bookPageUrl(responseid: string, farekeys: readonly string[]): string {
  return `/flights/book?rid=${encodeURIComponent(responseid)}&fares=${encodeURIComponent(JSON.stringify(farekeys))}`;
}

export const sendFlightForApprovalHandler = defineHandler(sendFlightForApproval)(async (
  ctx,
  { tcprofileid, jsondata: request },
) => {
  if (tcprofileid !== '' && tcprofileid !== ctx.session.profileid) throw forbidden('tcprofileid: not yours');
  // The approver sees the same details the booking would need.
  await checkFlightTripDetails(ctx, request);
  const price = await priceBooking(ctx, request);
  // A request that cannot be priced says why (it names the field); anything else is the spec's failure text.
  if ('refused' in price) return nok(price.refused || FLIGHT_APPROVAL_FAILED);
  const problem = policyReasonProblem(request, price);
  if (problem) return nok(problem);
  const offers = price.fares.map((f) => f.offer);
  const segments = offers.flatMap((o) => o.segments);
  const travellers = request.travellers.length;
  try {
    const approvalid = await requestBookingApproval(ctx, {
      service: 'flight',
      summary: `Flight ${routeOf({ offers })}, ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
      request: request as unknown as Record<string, unknown>,
      totalnetPaise: price.totalPaise,
      currency: 'INR',
      resumeurl: bookPageUrl(
        request.responseid,
        request.selected.map((s) => s.farekey),
      ),
      policyviolationreason: price.policyviolationreason,
      inpolicy: price.inpolicy,
      fromdate: segments[0]!.departure.slice(0, 10),
      todate: segments[segments.length - 1]!.arrival.slice(0, 10),
      travellerProfileId: request.travellers.find((t) => t.profileid !== '')?.profileid,
      // Issue 15: what the same search offered in policy for less, for the approver's card.
      alternative: await cheaperAlternativeOf(ctx, request),
    });
    return {
      ResponseStatus: {
        status: 'OK' as const,
        message: 'Your booking request has been sent for approval',
        responsedata: { approvalid },
      },
    };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    ctx.log.info({ reason: error.message }, 'flight sendforapproval: no approver');
    return nok(FLIGHT_APPROVAL_FAILED);
  }
});
