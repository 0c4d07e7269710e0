import { eq } from 'drizzle-orm';
import { changeHotelStay } from '../../../src/contract/hotels/change';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { confirmPayment } from '../../booking/invoice-at-payment';
import { payForBooking } from '../../booking/pay';
import { type PaidBy, awaitsPayment } from '../../booking/product';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { debitWallet } from '../../payments/wallet';
import { hotelBookings } from '../../store/schema-hotels';
import { markBookingApprovalUsed } from '../../workflow/booking-approval-store';
import { claimHotelBooking } from './booking-claim';
import { checkStayPolicy } from './booking-policy';
import { type HotelBookingRow, findByClientRef, loadGuests } from './booking-store';
import { type HotelChangePlan, planHotelChange, priceMoved } from './change-plan';
import { cancelReplacedStay } from './change-settle';
import { lapseWaitingChanges } from './change-card-settle';
import { hotelProduct } from './product';

/*
 * TG-HOTEL changehotelstay (docs/features/hotels-change.md): the new dates are booked as a new
 * booking (same guests, GST details, trip and payment) and the stay they replace is cancelled by
 * its terms, in one transaction. From the wallet the old booking's refund is credited first, so the
 * wallet needs only the difference; short even of that, nothing of the call stays (409 naming the
 * wallet). Billed to the company: the new booking is billed the same way, no money moving. By card:
 * the new booking waits for the card at the gateway and the old one is cancelled only when that
 * payment is captured (change-card-settle.ts). The clientref (one per quoted change) answers a
 * repeated change with the booking it made (a new gateway visit while it still waits for the card).
 */

type Answer = {
  txid: string;
  replaced: string;
  bookingstatus: string;
  topay: string;
  toreturn: string;
  message: string;
  paymenturl: string;
};

const money = minorUnitsToDecimal;
type ChangeMoney = Pick<HotelChangePlan, 'topayPaise' | 'toreturnPaise'>;

/** What moved, by how the stay is paid: the wallet's net, or nothing on the company account. */
function movementOf(row: HotelBookingRow, plan: ChangeMoney | null): string {
  if (row.paymentMode === 'company') return 'Billed to the company account: nothing moves.';
  if (!plan) return '';
  if (plan.topayPaise > 0n) return `INR ${money(plan.topayPaise)} more was paid from the wallet.`;
  return `INR ${money(plan.toreturnPaise)} went back to the wallet.`;
}

/** By card nothing has moved yet: the message says what the gateway payment will do. */
function messageOf(row: HotelBookingRow, plan: ChangeMoney | null, paymenturl: string): string {
  if (paymenturl === '')
    return `Your stay is changed to ${row.checkIn} – ${row.checkOut}: new booking ${row.txid}. ${movementOf(row, plan)}`.trim();
  const back = plan ? `; INR ${money(plan.toreturnPaise)} of the current stay then goes back to the card` : '';
  return `Pay INR ${money(BigInt(row.totalPaise))} by card at the payment gateway to change your stay to ${row.checkIn} – ${row.checkOut} (new booking ${row.txid}). The current stay stays booked until the payment is made${back}.`;
}

/** `plan` is null when a repeated change answers the booking it made. */
function answerFor(row: HotelBookingRow, plan: ChangeMoney | null, paymenturl = ''): Answer {
  return {
    txid: row.txid,
    replaced: row.replacesTxid,
    bookingstatus: row.status,
    topay: money(plan?.topayPaise ?? 0n),
    toreturn: money(plan?.toreturnPaise ?? 0n),
    message: messageOf(row, plan, paymenturl),
    paymenturl,
  };
}

/**
 * A card-paid stay: the new booking goes to the gateway. Paid, it opens its own voucher; not paid,
 * the browser comes back to the change drawer of the stay it would replace, at the new dates, as
 * bookhotel's card return comes back to its booking page.
 */
async function sendToGateway(ctx: HandlerContext, row: HotelBookingRow): Promise<Answer['paymenturl']> {
  const failureurl = `/hotels/voucher/${row.replacesTxid}?change=1&checkin=${row.checkIn}&checkout=${row.checkOut}`;
  const outcome = await payForBooking(ctx, hotelProduct, row, { paymentmode: 'creditcard', successurl: '', failureurl });
  if ('refused' in outcome) throw new HttpError(409, `paymentmode: ${outcome.refused}`);
  if (!('paymenturl' in outcome)) throw new Error(`card payment of ${row.txid} answered without a payment url`);
  return outcome.paymenturl;
}

/** Pays the new booking the way the old one was paid; a wallet short of the amount is the caller's 409. */
async function payLikeTheOld(ctx: HandlerContext, row: HotelBookingRow): Promise<HotelBookingRow> {
  let paid: PaidBy = { mode: 'company' };
  if (row.paymentMode === 'cashcard') {
    try {
      const posting = await debitWallet(ctx, { amountPaise: BigInt(row.totalPaise), reference: row.txid, description: hotelProduct.describe(row) });
      paid = { mode: 'cashcard', walletAccountId: posting.accountId };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      throw new HttpError(409, `wallet: ${error.message}: the wallet cannot pay INR ${money(BigInt(row.totalPaise))} for the new dates`);
    }
  }
  const confirmed = await confirmPayment(ctx.tx, hotelProduct, row, paid, ctx.now);
  if (!confirmed) throw new HttpError(409, 'This change is being made already: try again');
  return confirmed;
}

export const changeHotelStayHandler = defineHandler(changeHotelStay)(async (ctx, input) => {
  const earlier = await findByClientRef(ctx.tx, ctx.session, input.clientref);
  if (earlier) {
    if (earlier.replacesTxid !== input.txid) throw new HttpError(409, 'clientref: already used for another booking');
    if (awaitsPayment(earlier) && earlier.paymentMode === 'creditcard') return answerFor(earlier, null, await sendToGateway(ctx, earlier));
    return answerFor(earlier, null);
  }
  const plan = await planHotelChange(ctx, input);
  const moved = priceMoved(plan, input.total);
  if (moved) throw moved;
  const { old, stay, cancellation } = plan;
  const verdict = await checkStayPolicy(ctx, stay, input);
  const guests = (await loadGuests(ctx.tx, old)).map((g) => ({ profileId: g.profileId, title: g.title, firstName: g.firstName, lastName: g.lastName }));
  const request = {
    ratekey: stay.rate.ratekey,
    guests: [],
    gstdetails: old.gstDetails,
    customfields: old.customFields,
    paymentmode: old.paymentMode,
    clientref: input.clientref,
    tripid: old.tripId,
    searchid: '',
    approvalid: verdict.approvalid,
    policyreason: verdict.policyreason,
    successurl: '',
    failureurl: '',
  };
  if (old.paymentMode === 'creditcard') await lapseWaitingChanges(ctx, old);
  const claimed = await claimHotelBooking(ctx, request, stay, guests, verdict);
  if (!claimed) throw new HttpError(409, 'This change is being made already: try again');
  const [row] = await ctx.tx.update(hotelBookings).set({ replacesTxid: old.txid }).where(eq(hotelBookings.txid, claimed.txid)).returning();
  if (verdict.approvalid !== '') await markBookingApprovalUsed(ctx, verdict.approvalid, row!.txid);
  // By card nothing happens to the old stay until the new one's payment is captured.
  if (old.paymentMode === 'creditcard') return answerFor(row!, plan, await sendToGateway(ctx, row!));
  // The refund first: the wallet then needs only the difference. Cancelled or changed meanwhile by
  // a concurrent call: throwing rolls the new booking back.
  if (!(await cancelReplacedStay(ctx, old, row!, cancellation)))
    throw new HttpError(409, 'txid: this hotel booking was cancelled or changed meanwhile');
  return answerFor(await payLikeTheOld(ctx, row!), plan);
});
