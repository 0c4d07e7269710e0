import { eq } from 'drizzle-orm';
import { insuranceBooking } from '../../../src/contract/insurance/booking';
import type { InsuranceBookingRequest } from '../../../src/contract/insurance/booking-request';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { startCardPayment } from '../../payments/card-gateway';
import { checkPaymentModeAllowed } from '../../payments/payment-config';
import { debitWallet } from '../../payments/wallet';
import { insuranceBookings } from '../../store/schema';
import { markBookingApprovalUsed } from '../booking-approvals/store';
import { APPROVAL_NEEDED, priceBookingRequest, priceChangeProblem } from './booking-price';
import { type InsuranceBookingRow, claimBooking, findByClientRef, issuePolicy } from './booking-store';
import { loadTripForCaller } from '../trips/access';
import { checkOwnership } from '../../dispatch/guards';

/*
 * TG-INSURANCE booking. One booking per (booker, clientref): it is claimed first, waiting for
 * payment, and only then paid (wallet debit in this transaction, or a card payment captured later
 * by booking-capture.ts). A retry finds the claim: a confirmed booking answers again, a
 * pending one gets a new payment attempt, so nothing is ever debited or issued twice.
 */

export const BOOKING_FAILED = 'Failed to book the Insurance ticket. Please try again.';

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
const nok = (message: string, txid = '') => answer('NOK', message, txid);
const booked = (row: InsuranceBookingRow) =>
  answer(
    'OK',
    row.status === 'cancelled' ? 'This insurance booking is cancelled' : 'Your insurance is booked',
    row.txid,
    row.tgBookingRef,
  );

async function payByWallet(ctx: HandlerContext, booking: InsuranceBookingRow): Promise<Answer> {
  let accountId: string;
  try {
    const posting = await debitWallet(ctx, {
      amountPaise: BigInt(booking.totalPaise),
      reference: booking.txid,
      description: `Travel insurance ${booking.planName} (${booking.txid})`,
    });
    accountId = posting.accountId;
  } catch (error) {
    // Short of money: the booking stays pending, so paying by card with the same clientref continues it.
    if (error instanceof HttpError && error.statusCode === 409) return nok(error.message, booking.txid);
    throw error;
  }
  await ctx.tx
    .update(insuranceBookings)
    .set({ walletAccountId: accountId })
    .where(eq(insuranceBookings.txid, booking.txid));
  const issued = await issuePolicy(ctx.tx, booking.txid, ctx.now, 'cashcard');
  return issued ? booked(issued) : nok(BOOKING_FAILED, booking.txid);
}

/** The e-ticket is where a paid booking goes; a page that cannot know the txid yet may name just '/insurance/eticket'. */
function successUrlFor(requested: string, txid: string): string {
  const eticket = `/insurance/eticket/${txid}`;
  return requested === '' || requested.replace(/\/+$/, '') === '/insurance/eticket' ? eticket : requested;
}

async function payByCard(
  ctx: HandlerContext,
  booking: InsuranceBookingRow,
  request: InsuranceBookingRequest,
): Promise<Answer> {
  const payment = await startCardPayment(ctx, {
    purpose: 'insurance',
    reference: booking.txid,
    amountPaise: BigInt(booking.totalPaise),
    currency: booking.currency,
    successurl: successUrlFor(request.successurl, booking.txid),
    failureurl: request.failureurl || '/insurance',
  });
  await ctx.tx
    .update(insuranceBookings)
    .set({ paymentId: payment.paymentid, paymentMode: 'creditcard', updatedAt: ctx.now })
    .where(eq(insuranceBookings.txid, booking.txid));
  return answer(
    'OK',
    'Continue to the payment gateway to pay for your insurance',
    booking.txid,
    '',
    payment.paymenturl,
  );
}

/** Pays a booking waiting for payment in the mode the request chose now, if the company allows that mode. */
async function pay(
  ctx: HandlerContext,
  booking: InsuranceBookingRow,
  request: InsuranceBookingRequest,
): Promise<Answer> {
  try {
    await checkPaymentModeAllowed(ctx.tx, ctx.session.corporateid, request.paymentmode);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return nok(error.message, booking.txid);
    throw error;
  }
  return request.paymentmode === 'cashcard' ? payByWallet(ctx, booking) : payByCard(ctx, booking, request);
}

/** The same clientref again: the booking made then, never a second one. */
function continueBooking(
  ctx: HandlerContext,
  booking: InsuranceBookingRow,
  request: InsuranceBookingRequest,
): Promise<Answer> {
  if (booking.status !== 'paymentpending') return Promise.resolve(booked(booking));
  return pay(ctx, booking, request);
}

export const insuranceBookingHandler = defineHandler(insuranceBooking)(async (ctx, { jsondata: request }) => {
  // Ids inside jsondata are held to the same rule the dispatcher applies to top-level ones.
  checkOwnership(request, ctx.session, 'jsondata.');
  const earlier = await findByClientRef(ctx, request.clientref);
  if (earlier) return continueBooking(ctx, earlier, request);
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  const price = await priceBookingRequest(ctx, request);
  if ('refused' in price) return nok(price.refused || BOOKING_FAILED);
  const changed = priceChangeProblem(request, price);
  if (changed) return nok(changed);
  if (price.approvalRequired) return nok(APPROVAL_NEEDED);
  const claimed = await claimBooking(ctx, request, price);
  if (!claimed) {
    // A concurrent call with this clientref committed first: answer with its booking.
    const winner = await findByClientRef(ctx, request.clientref);
    return winner ? continueBooking(ctx, winner, request) : nok(BOOKING_FAILED);
  }
  if (price.approvalId !== '') await markBookingApprovalUsed(ctx, price.approvalId, claimed.txid);
  return pay(ctx, claimed, request);
});
