import { eq } from 'drizzle-orm';
import { changeHotelStay } from '../../../src/contract/hotels/change';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { confirmPayment } from '../../booking/invoice-at-payment';
import type { PaidBy } from '../../booking/product';
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
import { hotelProduct } from './product';

/*
 * TG-HOTEL changehotelstay (docs/features/hotels-change.md): the new dates are booked as a new
 * booking (same guests, GST details, trip and payment) and the stay they replace is cancelled by
 * its terms, in one transaction. From the wallet the old booking's refund is credited first, so the
 * wallet needs only the difference; short even of that, nothing of the call stays (409 naming the
 * wallet). Billed to the company: the new booking is billed the same way, no money moving. The
 * clientref (one per quoted change) answers a repeated change with the booking it made.
 */

type Answer = {
  txid: string;
  replaced: string;
  bookingstatus: string;
  topay: string;
  toreturn: string;
  message: string;
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

/** `plan` is null when a repeated change answers the booking it made. */
function answerFor(row: HotelBookingRow, plan: ChangeMoney | null): Answer {
  return {
    txid: row.txid,
    replaced: row.replacesTxid,
    bookingstatus: row.status,
    topay: money(plan?.topayPaise ?? 0n),
    toreturn: money(plan?.toreturnPaise ?? 0n),
    message: `Your stay is changed to ${row.checkIn} – ${row.checkOut}: new booking ${row.txid}. ${movementOf(row, plan)}`.trim(),
  };
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
  const claimed = await claimHotelBooking(ctx, request, stay, guests, verdict);
  if (!claimed) throw new HttpError(409, 'This change is being made already: try again');
  const [row] = await ctx.tx.update(hotelBookings).set({ replacesTxid: old.txid }).where(eq(hotelBookings.txid, claimed.txid)).returning();
  if (verdict.approvalid !== '') await markBookingApprovalUsed(ctx, verdict.approvalid, row!.txid);
  // The refund first: the wallet then needs only the difference.
  await cancelReplacedStay(ctx, old, row!, cancellation);
  return answerFor(await payLikeTheOld(ctx, row!), plan);
});
