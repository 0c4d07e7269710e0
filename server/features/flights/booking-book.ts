import {
  FLIGHT_BOOKING_FAILED,
  type FlightBookingRequest,
  type FlightBookingResponse,
  bookFlight,
} from '../../../src/contract/flights/booking';
import { type Claim, checkout } from '../../booking/checkout';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { markBookingApprovalUsed } from '../../workflow/booking-approval-store';
import { checkCustomFieldAnswers, saveCustomFieldAnswers } from '../../workflow/custom-fields';
import { approvalFor } from './booking-approval-check';
import { loadTripForCaller } from '../../workflow/trip-access';
import {
  APPROVAL_NEEDED,
  policyReasonProblem,
  priceBooking,
  priceChangeProblem,
} from './booking-price';
import { seatTakenProblem } from './booking-seats';
import { checkFlightTripDetails } from './booking-trip-details';
import { claimOf } from './booking-claim';
import { type FlightBookingRow, claimBooking } from './booking-store';
import { flightProduct } from './product';
import { applyTicketing } from './ticketing';

/*
 * TG-FLIGHTBOOKING on the shared checkout (server/booking/checkout.ts): priced, held to policy
 * and approval, its seats checked, claimed waiting for payment, then paid by wallet or card.
 * Paid bookings are 'pending' until the airline tickets them.
 */

type Answer = { FlightBookingResponse: FlightBookingResponse };

const failed = (errormessage: string): Answer => ({
  FlightBookingResponse: { tgbookingref: '', txid: '', errormessage, status: 'failed', paymenturl: '' },
});
const answerFor = (row: FlightBookingRow, paymenturl = ''): Answer => ({
  FlightBookingResponse: {
    tgbookingref: row.tgBookingRef,
    txid: row.txid,
    errormessage: '',
    status: row.status,
    paymenturl,
  },
});

/** Prices the request, holds it to policy, approval and seat availability, then claims it. */
async function claimFlight(ctx: HandlerContext, request: FlightBookingRequest): Promise<Claim<FlightBookingRow>> {
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  const price = await priceBooking(ctx, request);
  if ('refused' in price) return { refused: price.refused || FLIGHT_BOOKING_FAILED };
  const problem = priceChangeProblem(request, price) ?? policyReasonProblem(request, price);
  if (problem) return { refused: problem };
  const approvalId = await approvalFor(ctx, request, price);
  if (approvalId === null) return { refused: APPROVAL_NEEDED };
  const claim = claimOf(price);
  const seatTaken = await seatTakenProblem(ctx.tx, claim, ctx.now);
  if (seatTaken) return { refused: seatTaken };
  const row = await claimBooking(ctx, request, claim, approvalId);
  if (!row) return { lost: true };
  await saveCustomFieldAnswers(ctx, { channel: 'flightbooking', recordId: row.txid, scope: { tripid: request.tripid } }, request.customfields);
  if (approvalId !== '') await markBookingApprovalUsed(ctx, approvalId, row.txid);
  return { row };
}

export const bookFlightHandler = defineHandler(bookFlight)(async (ctx, { tcprofileid, jsondata: request }) => {
  // The dispatcher holds profileid to the caller; tcprofileid names the booking staff member: the caller too.
  if (tcprofileid !== '' && tcprofileid !== ctx.session.profileid) throw forbidden('tcprofileid: not yours');
  await checkFlightTripDetails(ctx, request);
  await checkCustomFieldAnswers(ctx, 'flightbooking', { tripid: request.tripid }, request.customfields);
  return checkout(ctx, {
    product: flightProduct,
    clientref: request.clientref,
    payment: { paymentmode: request.paymentmode, successurl: request.successurl, failureurl: request.failureurl },
    claim: () => claimFlight(ctx, request),
    async answerBooked(row, again) {
      const ticketed = again && row.status === 'pending' && (await applyTicketing(ctx.tx, row.txid, ctx.now));
      return answerFor(ticketed ? { ...row, status: 'ticketed' } : row);
    },
    answerCardPayment: answerFor,
    answerRefused: (message) => failed(message),
    failedMessage: FLIGHT_BOOKING_FAILED,
  });
});
