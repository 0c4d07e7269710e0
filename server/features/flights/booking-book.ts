import { eq } from 'drizzle-orm';
import {
  FLIGHT_BOOKING_FAILED,
  type FlightBookingRequest,
  type FlightBookingResponse,
  bookFlight,
} from '../../../src/contract/flights/booking';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { startCardPayment } from '../../payments/card-gateway';
import { checkPaymentModeAllowed } from '../../payments/payment-config';
import { debitWallet } from '../../payments/wallet';
import { flightBookings } from '../../store/schema-flight-bookings';
import { loadApprovedBooking, markBookingApprovalUsed } from '../booking-approvals/store';
import {
  APPROVAL_NEEDED,
  type BookingPrice,
  policyReasonProblem,
  priceBooking,
  priceChangeProblem,
} from './booking-price';
import { seatTakenProblem } from './booking-seats';
import { type FlightBookingRow, claimBooking, claimOf, findByClientRef, markPaid } from './booking-store';
import { applyTicketing } from './ticketing';
import { loadTripForCaller } from '../trips/access';

/*
 * TG-FLIGHTBOOKING, as insurance booking does it (server/features/insurance/booking-book.ts): one booking per
 * (booker, clientref), claimed first, waiting for payment, then paid (wallet debit in this
 * transaction, or a card payment captured later by booking-capture.ts). A retry finds the
 * claim: a paid booking answers again, an unpaid one gets a new payment attempt, so nothing is
 * debited or booked twice. Paid bookings are 'pending' until the airline tickets them.
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

async function payByWallet(ctx: HandlerContext, booking: FlightBookingRow): Promise<Answer> {
  let accountId: string;
  try {
    const posting = await debitWallet(ctx, {
      amountPaise: BigInt(booking.totalPaise),
      reference: booking.txid,
      description: `Flight ${routeOf(booking)} (${booking.txid})`,
    });
    accountId = posting.accountId;
  } catch (error) {
    // Short of money: the booking stays unpaid, so paying by card with the same clientref continues it.
    if (error instanceof HttpError && error.statusCode === 409) return failed(error.message);
    throw error;
  }
  const paid = await markPaid(ctx.tx, booking, ctx.now, 'cashcard', { walletAccountId: accountId });
  return paid ? answerFor(paid) : failed(FLIGHT_BOOKING_FAILED);
}

/** 'BLR-DEL, DEL-BLR': the trips of a booking, for ledger lines and approvers. */
export function routeOf(booking: Pick<FlightBookingRow, 'offers'>): string {
  return booking.offers
    .flatMap((offer) =>
      ([1, 2] as const).flatMap((trip) => {
        const segs = offer.segments.filter((s) => s.tripnumber === trip);
        return segs.length ? [`${segs[0]!.origin}-${segs[segs.length - 1]!.destination}`] : [];
      }),
    )
    .join(', ');
}

/** The e-ticket is where a paid booking goes; a page that cannot know the txid yet may name just '/flights/eticket'. */
function successUrlFor(requested: string, txid: string): string {
  const eticket = `/flights/eticket/${txid}`;
  return requested === '' || requested.replace(/\/+$/, '') === '/flights/eticket' ? eticket : requested;
}

async function payByCard(
  ctx: HandlerContext,
  booking: FlightBookingRow,
  request: FlightBookingRequest,
): Promise<Answer> {
  const payment = await startCardPayment(ctx, {
    purpose: 'flight',
    reference: booking.txid,
    amountPaise: BigInt(booking.totalPaise),
    currency: booking.currency,
    successurl: successUrlFor(request.successurl, booking.txid),
    failureurl: request.failureurl || '/flights',
  });
  const [row] = await ctx.tx
    .update(flightBookings)
    .set({ paymentId: payment.paymentid, paymentMode: 'creditcard', updatedAt: ctx.now })
    .where(eq(flightBookings.txid, booking.txid))
    .returning();
  return answerFor(row ?? booking, payment.paymenturl);
}

/** Pays a booking waiting for payment in the mode the request chose now, if the company allows that mode. */
async function pay(ctx: HandlerContext, booking: FlightBookingRow, request: FlightBookingRequest): Promise<Answer> {
  try {
    await checkPaymentModeAllowed(ctx.tx, ctx.session.corporateid, request.paymentmode);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return failed(error.message);
    throw error;
  }
  return request.paymentmode === 'cashcard' ? payByWallet(ctx, booking) : payByCard(ctx, booking, request);
}

/** The same clientref again: the booking made then, never a second one. */
async function continueBooking(
  ctx: HandlerContext,
  booking: FlightBookingRow,
  request: FlightBookingRequest,
): Promise<Answer> {
  if (booking.status !== 'paymentpending') {
    const ticketed = await applyTicketing(ctx.tx, booking.txid, ctx.now);
    return answerFor(ticketed ? { ...booking, status: 'ticketed' } : booking);
  }
  return pay(ctx, booking, request);
}

/** The approval an out-of-policy booking needs: the caller's own, approved, unused, for these fares. */
async function approvalFor(
  ctx: HandlerContext,
  request: FlightBookingRequest,
  price: BookingPrice,
): Promise<string | null> {
  if (!price.approvalrequired) return '';
  const approved = await loadApprovedBooking(ctx, request.approvalid, 'flight');
  if (!approved) return null;
  const asked = approved.request as { responseid?: unknown; selected?: { farekey?: unknown }[] };
  const sameFares =
    asked.responseid === request.responseid &&
    Array.isArray(asked.selected) &&
    asked.selected.map((s) => s.farekey).join('|') === request.selected.map((s) => s.farekey).join('|');
  return sameFares && price.totalPaise <= approved.totalnetPaise ? approved.approvalid : null;
}

export const bookFlightHandler = defineHandler(bookFlight)(async (ctx, { tcprofileid, jsondata: request }) => {
  // The dispatcher holds profileid to the caller; tcprofileid names the booking staff member: the caller too.
  if (tcprofileid !== '' && tcprofileid !== ctx.session.profileid) throw forbidden('tcprofileid: not yours');
  const earlier = await findByClientRef(ctx, request.clientref);
  if (earlier) return continueBooking(ctx, earlier, request);
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  const price = await priceBooking(ctx, request);
  if ('refused' in price) return failed(price.refused || FLIGHT_BOOKING_FAILED);
  const problem = priceChangeProblem(request, price) ?? policyReasonProblem(request, price);
  if (problem) return failed(problem);
  const approvalId = await approvalFor(ctx, request, price);
  if (approvalId === null) return failed(APPROVAL_NEEDED);
  const claim = claimOf(price);
  const seatTaken = await seatTakenProblem(ctx.tx, claim);
  if (seatTaken) return failed(seatTaken);
  const claimed = await claimBooking(ctx, request, claim, approvalId);
  if (!claimed) {
    // A concurrent call with this clientref committed first: answer with its booking.
    const winner = await findByClientRef(ctx, request.clientref);
    return winner ? continueBooking(ctx, winner, request) : failed(FLIGHT_BOOKING_FAILED);
  }
  if (approvalId !== '') await markBookingApprovalUsed(ctx, approvalId, claimed.txid);
  return pay(ctx, claimed, request);
});
