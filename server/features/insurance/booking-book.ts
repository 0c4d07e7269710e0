import { insuranceBooking } from '../../../src/contract/insurance/booking';
import type { InsuranceBookingRequest } from '../../../src/contract/insurance/booking-request';
import { isTravelCoordinator } from '../../../src/domain/trip-roles';
import { type Claim, checkout } from '../../booking/checkout';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { checkOwnership } from '../../dispatch/guards';
import { forbidden } from '../../http/errors';
import { markBookingApprovalUsed } from '../../workflow/booking-approval-store';
import { mappedAmong } from '../../workflow/coordinator-scope';
import { loadTripForCaller } from '../../workflow/trip-access';
import { APPROVAL_NEEDED, priceBookingRequest, priceChangeProblem } from './booking-price';
import { type InsuranceBookingRow, claimBooking } from './booking-store';
import { checkInsuranceTripDetails } from './booking-trip-details';
import { insuranceProduct } from './product';
import { INSURANCE_CHANNEL } from '../../../src/contract/custom-fields/channels';
import { checkCustomFieldAnswers, saveCustomFieldAnswers } from '../../workflow/custom-fields';

/*
 * TG-INSURANCE booking on the shared checkout (server/booking/checkout.ts): priced, held to its
 * approval, claimed waiting for payment, then paid by wallet (the policy is issued at once) or by
 * card (issued when the gateway captures the payment).
 */

const BOOKING_FAILED = 'Failed to book the Insurance ticket. Please try again.';

type Answer = {
  FlightBookingResponse: {
    status: 'OK' | 'NOK';
    tgbookingref: string;
    txid: string;
    message: string;
    paymenturl: string;
  };
};

const answer = (status: 'OK' | 'NOK', message: string, txid = '', tgbookingref = '', paymenturl = ''): Answer => ({
  FlightBookingResponse: { status, tgbookingref, txid, message, paymenturl },
});
const booked = (row: InsuranceBookingRow) =>
  answer(
    'OK',
    row.status === 'cancelled' ? 'This insurance booking is cancelled' : 'Your insurance is booked',
    row.txid,
    row.tgBookingRef,
  );

/** Prices the request, holds it to its approval, then claims it. */
async function claimInsurance(
  ctx: HandlerContext,
  request: InsuranceBookingRequest,
): Promise<Claim<InsuranceBookingRow>> {
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  const price = await priceBookingRequest(ctx, request);
  if ('refused' in price) return { refused: price.refused || BOOKING_FAILED };
  const changed = priceChangeProblem(request, price);
  if (changed) return { refused: changed };
  if (price.approvalRequired) return { refused: APPROVAL_NEEDED };
  const row = await claimBooking(ctx, request, price);
  if (!row) return { lost: true };
  await saveCustomFieldAnswers(ctx, { channel: INSURANCE_CHANNEL, recordId: row.txid, scope: { tripid: request.tripid } }, request.customfields);
  if (price.approvalId !== '') await markBookingApprovalUsed(ctx, price.approvalId, row.txid);
  return { row };
}

/** A travel coordinator insures only themselves and the travellers mapped to them (docs/features/coordinators.md). */
async function checkCoordinatorPassengers(ctx: HandlerContext, request: InsuranceBookingRequest): Promise<void> {
  if (!isTravelCoordinator(ctx.session.role)) return;
  const others = request.passengers.map((p) => p.profileid).filter((id) => id !== '' && id !== ctx.session.profileid);
  const mapped = await mappedAmong(ctx, others);
  const i = request.passengers.findIndex((p) => p.profileid !== '' && p.profileid !== ctx.session.profileid && !mapped.has(p.profileid));
  if (i >= 0) throw forbidden(`passengers[${i}].profileid: not a traveller mapped to you`);
}

export const insuranceBookingHandler = defineHandler(insuranceBooking)(async (ctx, { jsondata: request }) => {
  // Ids inside jsondata are held to the same rule the dispatcher applies to top-level ones.
  checkOwnership(request, ctx.session, 'jsondata.');
  await checkCoordinatorPassengers(ctx, request);
  await checkInsuranceTripDetails(ctx, request);
  await checkCustomFieldAnswers(ctx, INSURANCE_CHANNEL, { tripid: request.tripid }, request.customfields);
  return checkout(ctx, {
    product: insuranceProduct,
    clientref: request.clientref,
    payment: { paymentmode: request.paymentmode, successurl: request.successurl, failureurl: request.failureurl },
    claim: () => claimInsurance(ctx, request),
    answerBooked: booked,
    answerCardPayment: (row, paymenturl) =>
      answer('OK', 'Continue to the payment gateway to pay for your insurance', row.txid, '', paymenturl),
    answerRefused: (message, row) => answer('NOK', message, row?.txid ?? ''),
    failedMessage: BOOKING_FAILED,
  });
});
