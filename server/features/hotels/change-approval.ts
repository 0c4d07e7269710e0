import { BOOKING_APPROVAL_MESSAGES as M } from '../../../src/contract/booking-approvals/operations';
import { sendHotelChangeForApproval } from '../../../src/contract/hotels/change';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { requestBookingApproval } from '../../workflow/booking-approval-store';
import { REASON_REQUIRED } from './booking-policy';
import { planHotelChange } from './change-plan';
import { staySummary } from './trip-stay';

/*
 * TG-HOTEL sendhotelchangeforapproval: the new dates' rate is out of policy and the policy asks for
 * an approval, so the change goes to the approver as a booking approval of service 'hotel' (as
 * sendhotelforapproval and the flight reschedule's). The request kept holds the new rate's key, so
 * changehotelstay's policy check (booking-policy.ts) finds it covers the same stay; once approved the
 * requester resumes at the voucher's change drawer with the dates and `&approvalid=BA…`.
 */

const nok = (message: string) => ({ ResponseStatus: { status: 'NOK' as const, message }, responsedata: { approvalid: '' } });

/** The old voucher's change drawer with the new dates filled in. */
export const changeDrawerPath = (txid: string, checkin: string, checkout: string) =>
  `/hotels/voucher/${txid}?change=1&checkin=${checkin}&checkout=${checkout}`;

export const sendHotelChangeForApprovalHandler = defineHandler(sendHotelChangeForApproval)(async (ctx, input) => {
  const plan = await planHotelChange(ctx, input);
  const { old, stay, verdict } = plan;
  if (!verdict.needsapproval) return nok('This change needs no approval: change the stay');
  const policyreason = input.policyreason.trim();
  if (policyreason === '') throw badRequest(REASON_REQUIRED);
  try {
    const approvalid = await requestBookingApproval(ctx, {
      service: 'hotel',
      summary: `Change of ${old.txid} to ${stay.rate.checkin}–${stay.rate.checkout}: ${staySummary(stay)}`,
      request: { txid: old.txid, ratekey: stay.rate.ratekey, checkin: stay.rate.checkin, checkout: stay.rate.checkout, policyreason },
      totalnetPaise: stay.charges.total,
      currency: 'INR',
      resumeurl: changeDrawerPath(old.txid, stay.rate.checkin, stay.rate.checkout),
      policyviolationreason: verdict.reasons.join('; '),
      inpolicy: verdict.inpolicy,
      fromdate: stay.rate.checkin,
      todate: stay.rate.checkout,
      travellerProfileId: old.travellerProfileId,
    });
    return { ResponseStatus: { status: 'OK' as const, message: M.sent }, responsedata: { approvalid } };
  } catch (error) {
    // No approver set up (409): nothing was written.
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    return nok(error.message);
  }
});
