import { and, eq } from 'drizzle-orm';
import { insuranceCancellationRequest } from '../../../src/contract/insurance/booking';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { recordBookingFacts } from '../../booking/facts';
import { isBookingStaff } from '../../booking/read-access';
import { COMPANY_ACCOUNT_NOTHING_BACK, refundBooking } from '../../booking/refund';
import { insuranceBookings, insurancePassengers, insuranceRefunds } from '../../store/schema';
import { insuranceFactSource } from './booking-facts';
import type { InsuranceBookingRow } from './booking-store';
import { loadBookingForCaller, loadPassengers } from './ticket-data';
import { checkOwnership } from '../../dispatch/guards';

/*
 * TG-INSURANCECANCELLATIONREQUEST: cancels some travellers of a policy booked on its own (a trip's
 * insurance is cancelled with the trip). Each newly cancelled traveller's premium + GST goes back
 * through the shared refund step (server/booking/refund.ts): to the wallet it was paid from, or to
 * the card that paid. All cancelled → the booking is.
 */

export const CANCEL_FAILED = 'Failed to cancel ticket. Please try again.';
export const SELECT_TRAVELLER = 'Please select traveller to cancel';

const answer = (status: 'OK' | 'NOK', message: string) => ({ ResponseStatus: { status, message } });

type Passenger = Awaited<ReturnType<typeof loadPassengers>>[number];

/** Why this booking or these travellers cannot be cancelled by the caller; null when they can. */
function refusal(
  ctx: HandlerContext,
  booking: InsuranceBookingRow,
  passengers: Passenger[],
  paxsnos: number[],
): string | null {
  if (booking.profileId !== ctx.session.profileid && !isBookingStaff(ctx.session.role))
    return 'Only the person who booked this insurance or a travel admin can cancel it';
  if (booking.tripId !== '') return `This insurance belongs to trip ${booking.tripId}: cancel it from the trip`;
  if (booking.status === 'paymentpending') return 'This insurance is not paid yet: there is nothing to cancel';
  if (booking.status === 'expired') return 'This insurance expired unpaid: there is nothing to cancel';
  if (booking.status === 'cancelled') return 'This insurance booking is already cancelled';
  for (const sno of paxsnos) {
    const pax = passengers.find((p) => p.paxSno === sno);
    if (!pax) return `Traveller ${sno} is not on this booking`;
    if (pax.status === 'cancelled') return `Traveller ${sno} (${pax.firstName} ${pax.lastName}) is already cancelled`;
  }
  return null;
}

/** Cancels one traveller and records the refund; a traveller cancelled meanwhile rolls the whole call back. */
async function cancelTraveller(
  ctx: HandlerContext,
  booking: InsuranceBookingRow,
  pax: Passenger,
  remarks: string,
): Promise<number> {
  const [changed] = await ctx.tx
    .update(insurancePassengers)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(insurancePassengers.txid, booking.txid),
        eq(insurancePassengers.corporateId, booking.corporateId),
        eq(insurancePassengers.paxSno, pax.paxSno),
        eq(insurancePassengers.status, 'confirmed'),
      ),
    )
    .returning({ sno: insurancePassengers.paxSno });
  if (!changed) throw new HttpError(409, `Traveller ${pax.paxSno} is already cancelled`);
  const amountPaise = pax.premiumPaise + pax.gstPaise;
  const mode = await refundBooking(ctx, {
    kind: 'insurance',
    txid: booking.txid,
    paymentMode: booking.paymentMode,
    walletAccountId: booking.walletAccountId,
    amountPaise: BigInt(amountPaise),
    description: `Refund: travel insurance ${booking.txid}, traveller ${pax.paxSno}`,
  });
  // Billed to the company (a trip or the company account): nothing was paid, nothing is refunded.
  if (mode === 'none') return 0;
  await ctx.tx.insert(insuranceRefunds).values({
    txid: booking.txid,
    corporateId: booking.corporateId,
    paxSno: pax.paxSno,
    amountPaise,
    mode: mode === 'wallet' ? 'wallet' : 'card',
    remarks,
    refundedOn: ctx.now,
  });
  return amountPaise;
}

function refundSentence(booking: InsuranceBookingRow, amount: string): string {
  if (booking.paymentMode === 'company')
    return booking.tripId
      ? `Nothing is paid back: the booking is billed to the company with trip ${booking.tripId}.`
      : COMPANY_ACCOUNT_NOTHING_BACK;
  const where = booking.paymentMode === 'cashcard' ? 'to your wallet' : 'to the card used for payment';
  return `INR ${amount} will be refunded ${where}.`;
}

export const insuranceCancelHandler = defineHandler(insuranceCancellationRequest)(async (ctx, { jsondata }) => {
  checkOwnership(jsondata, ctx.session, 'jsondata.');
  if (jsondata.trainpax.length === 0) return answer('NOK', SELECT_TRAVELLER);
  const booking = await loadBookingForCaller(ctx, jsondata.reftxid, 'change');
  // Unknown, someone else's or another company's: the spec's failure text, the same for all (no leak).
  if (!booking) return answer('NOK', CANCEL_FAILED);
  const passengers = await loadPassengers(ctx, booking);
  const refused = refusal(ctx, booking, passengers, jsondata.trainpax);
  if (refused) return answer('NOK', refused);

  let refundPaise = 0;
  for (const sno of jsondata.trainpax)
    refundPaise += await cancelTraveller(
      ctx,
      booking,
      passengers.find((p) => p.paxSno === sno)!,
      jsondata.remarks,
    );
  const cancelledNow = new Set(jsondata.trainpax);
  const allCancelled = passengers.every((p) => p.status === 'cancelled' || cancelledNow.has(p.paxSno));
  await ctx.tx
    .update(insuranceBookings)
    .set({ ...(allCancelled ? { status: 'cancelled' as const } : {}), updatedAt: ctx.now })
    .where(eq(insuranceBookings.txid, booking.txid));
  await recordBookingFacts(ctx.tx, insuranceFactSource, booking, ctx.now);

  const amount = paiseToDecimal(refundPaise);
  const who =
    jsondata.trainpax.length === 1
      ? `Traveller ${jsondata.trainpax[0]} is`
      : `Travellers ${jsondata.trainpax.join(', ')} are`;
  return { ...answer('OK', `${who} cancelled. ${refundSentence(booking, amount)}`), refundamount: amount };
});
