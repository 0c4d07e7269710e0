import * as v from 'valibot';
import { type InsuranceApprovalRequest, insuranceBookingOperations } from '../../../src/contract/insurance/booking';
import { InsuranceTaxRequestSchema } from '../../../src/contract/insurance/operations';
import { parseMinorUnits } from '../../../src/domain/money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { BOOKING_APPROVAL_MESSAGES as M } from '../../../src/contract/booking-approvals/operations';
import { priceInsurance } from './quote-policy';
import { requestBookingApproval } from '../../workflow/booking-approval-store';
import { checkOwnership } from '../../dispatch/guards';
import { checkInsuranceTripDetails } from './booking-trip-details';

/*
 * TG-INSURANCE sendforapproval: the review page's 'Send for Approval'. The server prices the
 * request again (the approver sees the exact amount and the policy's reason, not the page's) and
 * stores the whole request; the requester resumes at the review page with the approval id.
 */

export type SendOutcome = { ok: true; approvalid: string } | { ok: false };

/** The getinsurancetax request behind a booking request: its plan, dates and travellers. */
export function taxRequestOf(booking: InsuranceApprovalRequest) {
  const rec = booking.insurancerecommendation;
  return v.safeParse(InsuranceTaxRequestSchema, {
    categoryid: rec.categoryid,
    categorycode: rec.categorycode,
    // Only echoed by the insurer (it prices on the dates); a blank one is sent as 0.
    daylimit: typeof rec.daylimit === 'number' || /^\d+$/.test(String(rec.daylimit)) ? rec.daylimit : 0,
    noofpax: booking.passengers.length,
    startdate: rec.startdate,
    enddate: rec.enddate,
    domint: booking.domint,
    tripid: booking.tripid,
    paxList: booking.passengers.map((p, i) => ({ paxnumber: i + 1, dob: p.dob, age: p.age })),
    plancode: rec.plancode,
    recordid: rec.recordid,
    approvalid: '',
  });
}

function summaryOf(planName: string, travellers: number): string {
  return `Travel insurance: ${planName}, ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`;
}

/** Prices and stores the request for approval; a refused price or no approver is a NOK (logged). */
export async function sendInsuranceForApproval(
  ctx: HandlerContext,
  booking: InsuranceApprovalRequest,
): Promise<SendOutcome> {
  // As the booking itself, the request must be the caller's own (403 otherwise): an approval is
  // routed by the traveller's manager, so naming someone else would pick another approver.
  checkOwnership(booking, ctx.session, 'jsondata.');
  // The approver sees the same details the booking would need; a missing one is the caller's 400.
  await checkInsuranceTripDetails(ctx, booking);
  const taxRequest = taxRequestOf(booking);
  if (!taxRequest.success) {
    ctx.log.info({ issue: taxRequest.issues[0]?.message }, 'sendforapproval: request cannot be priced');
    return { ok: false };
  }
  try {
    const price = await priceInsurance(ctx, taxRequest.output);
    if ('refused' in price) {
      ctx.log.info({ refused: price.refused }, 'sendforapproval: price refused');
      return { ok: false };
    }
    const approvalid = await requestBookingApproval(ctx, {
      service: 'insurance',
      summary: summaryOf(price.insurance_name || price.plancode, booking.passengers.length),
      request: booking,
      totalnetPaise: parseMinorUnits(price.totalnet),
      currency: price.currency || 'INR',
      resumeurl: `/insurance/book?ins=${encodeURIComponent(booking.insquery)}`,
      policyviolationreason: price.policyviolationreason,
      inpolicy: price.inpolicy,
      fromdate: price.startdate,
      todate: price.enddate,
    });
    return { ok: true, approvalid };
  } catch (error) {
    // A refusal (4xx) before anything was written; database errors still fail the call.
    if (!(error instanceof HttpError)) throw error;
    ctx.log.info({ reason: error.message }, 'sendforapproval: refused');
    return { ok: false };
  }
}

/** The insurance review page's 'Send for Approval' (TG-INSURANCE sendforapproval). */
export const sendInsuranceForApprovalHandler = defineHandler(insuranceBookingOperations.sendInsuranceForApproval)(
  async (ctx, { jsondata }) => {
    const sent = await sendInsuranceForApproval(ctx, jsondata);
    return sent.ok
      ? { ResponseStatus: { status: 'OK' as const, message: M.sent }, responsedata: { approvalid: sent.approvalid } }
      : { ResponseStatus: { status: 'NOK' as const, message: M.sendFailed }, responsedata: { approvalid: '' } };
  },
);
