import { FLIGHT_APPROVAL_FAILED } from '../../../src/contract/flights/booking';
import { sendRescheduleForApproval } from '../../../src/contract/flights/reschedule';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { requestBookingApproval } from '../../workflow/booking-approval-store';
import { policyReasonProblem } from './booking-price';
import { planReschedule } from './reschedule-plan';
import { routeOf } from './route';

/*
 * TG-FLIGHTRESCHEDULEAPPROVAL: an out-of-policy new fare goes to the approver like a booking does
 * (the same store and routing), with the new booking's request kept whole; once approved the
 * requester comes back to the change drawer of the old e-ticket with `&approvalid=BA…`, and
 * TG-FLIGHTRESCHEDULE holds the approval to these fares and this price.
 */

const nok = (message: string) => ({ ResponseStatus: { status: 'NOK' as const, message, responsedata: { approvalid: '' } } });

/** The old e-ticket's change drawer with these fares chosen. */
const changeUrl = (reftxid: string, responseid: string, farekeys: readonly string[]) =>
  `/flights/eticket/${reftxid}?change=1&rid=${encodeURIComponent(responseid)}&fares=${encodeURIComponent(JSON.stringify(farekeys))}`;

export const sendRescheduleForApprovalHandler = defineHandler(sendRescheduleForApproval)(async (ctx, { jsondata }) => {
  const plan = await planReschedule(ctx, jsondata);
  if ('refused' in plan) return nok(plan.refused);
  const { booking, price } = plan;
  const problem = policyReasonProblem(plan.request, price);
  if (problem) return nok(problem);
  const segments = price.fares.flatMap((f) => f.offer.segments);
  try {
    const approvalid = await requestBookingApproval(ctx, {
      service: 'flight',
      summary: `Change of flight ${routeOf(booking)} (${booking.txid}): new fare INR ${minorUnitsToDecimal(price.totalPaise)}, to pay INR ${minorUnitsToDecimal(plan.payablePaise)}`,
      request: { ...plan.request, reftxid: booking.txid } as unknown as Record<string, unknown>,
      totalnetPaise: price.totalPaise,
      currency: 'INR',
      resumeurl: changeUrl(booking.txid, jsondata.responseid, jsondata.selected.map((s) => s.farekey)),
      policyviolationreason: price.policyviolationreason,
      inpolicy: price.inpolicy,
      fromdate: segments[0]!.departure.slice(0, 10),
      todate: segments[segments.length - 1]!.arrival.slice(0, 10),
      travellerProfileId: booking.travellerProfileId,
    });
    return {
      ResponseStatus: { status: 'OK' as const, message: 'Your change has been sent for approval', responsedata: { approvalid } },
    };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    return nok(FLIGHT_APPROVAL_FAILED);
  }
});
