import type * as v from 'valibot';
import { FLIGHT_BOOKING_FAILED } from '../../../src/contract/flights/booking';
import { type RescheduleRequest, flightReschedule } from '../../../src/contract/flights/reschedule';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { type Claim, checkout } from '../../booking/checkout';
import { numberPaidBooking } from '../../booking/invoice-at-payment';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { queuePush } from '../../push/notify';
import { markBookingApprovalUsed } from '../../workflow/booking-approval-store';
import { approvalFor } from './booking-approval-check';
import { claimOf } from './booking-claim';
import { APPROVAL_NEEDED, policyReasonProblem, priceChangeProblem } from './booking-price';
import { type FlightBookingRow, claimBooking, findByClientRef, markPaid } from './booking-store';
import { flightProduct } from './product';
import { type ReschedulePlan, planReschedule } from './reschedule-plan';
import { settleReplacedBooking } from './reschedule-settle';
import { routeOf } from './route';

/*
 * TG-FLIGHTRESCHEDULE on the shared checkout: the new booking is claimed (naming the booking it
 * replaces) and paid like any flight booking; its payment settles the old one (reschedule-settle.ts).
 * Paying from the wallet, the old booking's credit is paid back first, in the same transaction, so
 * the wallet needs only the difference; a refused payment rolls everything back (nothing changes).
 * A booking billed to the company with its trip is changed the same way, billed again, no money moving.
 */

type Answer = v.InferOutput<typeof flightReschedule.response>;

const ZERO = '0.00';
const failed = (errormessage: string): Answer => ({
  FlightBookingResponse: { tgbookingref: '', txid: '', errormessage, status: 'failed', paymenturl: '' },
  payable: ZERO,
  refund: ZERO,
});

function answerFor(row: FlightBookingRow, plan: Pick<ReschedulePlan, 'payablePaise' | 'refundPaise'> | null, paymenturl = ''): Answer {
  return {
    FlightBookingResponse: { tgbookingref: row.tgBookingRef, txid: row.txid, errormessage: '', status: row.status, paymenturl },
    payable: plan ? minorUnitsToDecimal(plan.payablePaise) : ZERO,
    refund: plan ? minorUnitsToDecimal(plan.refundPaise) : ZERO,
  };
}

/** Holds the plan to the agreed fare, the policy and its approval, then claims the new booking. */
async function claimReschedule(ctx: HandlerContext, plan: ReschedulePlan): Promise<Claim<FlightBookingRow>> {
  const { request, price } = plan;
  const problem = priceChangeProblem(request, price) ?? policyReasonProblem(request, price);
  if (problem) return { refused: problem };
  const approvalId = await approvalFor(ctx, request, price);
  if (approvalId === null) return { refused: APPROVAL_NEEDED };
  const row = await claimBooking(ctx, request, claimOf(price), approvalId, {
    refTxid: plan.booking.txid,
    changeFeePaise: plan.feePaise,
  });
  if (!row) return { lost: true };
  if (approvalId !== '') await markBookingApprovalUsed(ctx, approvalId, row.txid);
  return { row };
}

function notifyChanged(ctx: HandlerContext, old: FlightBookingRow | null, txid: string): void {
  if (!old || txid === '') return;
  queuePush(ctx, old.travellerProfileId, {
    title: 'Flight changed',
    body: `${routeOf(old)} (${old.txid}) is replaced by booking ${txid}.`,
    url: flightProduct.ticketPath(txid),
    tag: `flight-change-${old.txid}`,
  });
}

/** Billed to the company with its trip: claimed, confirmed and settled at once. */
async function rebillToCompany(ctx: HandlerContext, plan: ReschedulePlan): Promise<Answer> {
  const claim = await claimReschedule(ctx, plan);
  if ('refused' in claim) return failed(claim.refused);
  if ('lost' in claim) throw new HttpError(409, 'This change is being made already: try again');
  const paid = await markPaid(ctx.tx, claim.row, ctx.now, 'company');
  if (!paid) throw new HttpError(409, 'This change is being made already: try again');
  notifyChanged(ctx, await settleReplacedBooking(ctx, paid), paid.txid);
  await numberPaidBooking(ctx.tx, flightProduct, paid, ctx.now);
  return answerFor(paid, plan);
}

async function reschedule(ctx: HandlerContext, request: RescheduleRequest): Promise<Answer> {
  const earlier = await findByClientRef(ctx.tx, ctx.session, request.clientref);
  const plan = earlier ? null : await planReschedule(ctx, request);
  if (plan && 'refused' in plan) return failed(plan.refused);
  if (plan?.booking.paymentMode === 'company') return rebillToCompany(ctx, plan);
  const settled: { old: FlightBookingRow | null } = { old: null };
  const answer = await checkout<FlightBookingRow, Answer>(ctx, {
    product: flightProduct,
    clientref: request.clientref,
    payment: { paymentmode: request.paymentmode, successurl: request.successurl, failureurl: request.failureurl },
    async claim() {
      const claim = await claimReschedule(ctx, plan!);
      if ('row' in claim && request.paymentmode === 'cashcard') settled.old = await settleReplacedBooking(ctx, claim.row);
      return claim;
    },
    answerBooked: (row) => answerFor(row, plan),
    answerCardPayment: (row, paymenturl) => answerFor(row, plan, paymenturl),
    answerRefused(message) {
      // Refused at payment after the old booking was settled: nothing of this call may stay.
      if (settled.old) throw new HttpError(409, message);
      return failed(message);
    },
    failedMessage: FLIGHT_BOOKING_FAILED,
  });
  notifyChanged(ctx, settled.old, answer.FlightBookingResponse.txid);
  return answer;
}

export const flightRescheduleHandler = defineHandler(flightReschedule)((ctx, { jsondata }) => reschedule(ctx, jsondata));
