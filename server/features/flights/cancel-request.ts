import { and, eq, inArray } from 'drizzle-orm';
import { flightCancellationRequest } from '../../../src/contract/flights/cancel';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { recordBookingFacts } from '../../booking/facts';
import { COMPANY_ACCOUNT_NOTHING_BACK, refundBooking } from '../../booking/refund';
import { checkOwnership } from '../../dispatch/guards';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { flightBookingTravellers, flightBookings } from '../../store/schema-flight-bookings';
import { flightFactSource } from './booking-facts';
import { releaseTravellerSeats } from './booking-seats';
import type { FlightBookingRow } from './booking-store';
import { ALREADY_CANCELLED, loadCancellable, travellerAlreadyCancelled } from './cancel-access';
import { markTripItemAfterCancel, notifyFlightCancelled } from './cancel-effects';
import { type TravellerCancellation, cancellationOf } from './cancel-penalty';
import { cancellationDueAt } from './cancel-processing';
import { routeOf } from './route';

/*
 * TG-FLIGHTCANCELLATIONREQUEST: cancels the chosen travellers (all of them: the whole booking) and
 * pays back, in this call's transaction, what the quote says. Two requests racing for the same
 * booking are serialised by the conditional UPDATE of the booking row, and each traveller changes
 * only from 'booked': the second request finds them cancelled and rolls back, so money goes back once.
 */

const answer = (status: 'OK' | 'NOK', message: string) => ({ ResponseStatus: { status, message } });

/** Locks the booking while it is still cancellable; 409 when a concurrent request got there first. */
async function lockBooking(ctx: HandlerContext, booking: FlightBookingRow): Promise<void> {
  const [locked] = await ctx.tx
    .update(flightBookings)
    .set({ updatedAt: ctx.now })
    .where(and(eq(flightBookings.txid, booking.txid), inArray(flightBookings.status, ['pending', 'ticketed'])))
    .returning({ txid: flightBookings.txid });
  if (!locked) throw new HttpError(409, ALREADY_CANCELLED);
}

/** Marks one traveller 'canxprocessing' with what they keep and get back; 409 if already cancelled. */
async function cancelTraveller(
  ctx: HandlerContext,
  booking: FlightBookingRow,
  line: TravellerCancellation,
  remarks: string,
  dueAt: Date,
): Promise<void> {
  const [changed] = await ctx.tx
    .update(flightBookingTravellers)
    .set({
      status: 'canxprocessing',
      penaltyPaise: Number(line.penaltyPaise),
      refundPaise: Number(line.refundPaise),
      cancelRemarks: remarks,
      cancelledAt: ctx.now,
      cancellationDueAt: dueAt,
    })
    .where(
      and(
        eq(flightBookingTravellers.txid, booking.txid),
        eq(flightBookingTravellers.corporateId, booking.corporateId),
        eq(flightBookingTravellers.paxSno, line.paxSno),
        eq(flightBookingTravellers.status, 'booked'),
      ),
    )
    .returning({ paxSno: flightBookingTravellers.paxSno });
  if (!changed) throw new HttpError(409, travellerAlreadyCancelled(line.paxSno));
}

/** When no traveller is left flying, the booking as a whole is being cancelled; answers whether it is. */
async function cancelBookingIfEmpty(ctx: HandlerContext, booking: FlightBookingRow, dueAt: Date): Promise<boolean> {
  const flying = await ctx.tx
    .select({ paxSno: flightBookingTravellers.paxSno })
    .from(flightBookingTravellers)
    .where(and(eq(flightBookingTravellers.txid, booking.txid), eq(flightBookingTravellers.status, 'booked')));
  if (flying.length > 0) return false;
  await ctx.tx
    .update(flightBookings)
    .set({ status: 'canxprocessing', cancellationDueAt: dueAt, updatedAt: ctx.now })
    .where(eq(flightBookings.txid, booking.txid));
  return true;
}

function refundSentence(booking: FlightBookingRow, amount: string, refundPaise: bigint): string {
  if (booking.paymentMode === 'company')
    return booking.tripId
      ? `Nothing is paid back: the booking is billed to the company with trip ${booking.tripId}.`
      : COMPANY_ACCOUNT_NOTHING_BACK;
  if (refundPaise === 0n) return 'Nothing is refunded under the fare rules.';
  const where = booking.paymentMode === 'cashcard' ? 'to your wallet' : 'to the card used for payment';
  return `INR ${amount} will be refunded ${where}.`;
}

export const flightCancelRequestHandler = defineHandler(flightCancellationRequest)(async (ctx, { jsondata }) => {
  checkOwnership(jsondata, ctx.session, 'jsondata.');
  const found = await loadCancellable(ctx, jsondata.reftxid, jsondata.paxsno);
  if ('refused' in found) return answer('NOK', found.refused);
  const { booking, travellers } = found;
  const lines = await cancellationOf(ctx.tx, booking, travellers, jsondata.paxsno, ctx.now);

  await lockBooking(ctx, booking);
  const dueAt = cancellationDueAt(ctx.now);
  for (const line of lines) await cancelTraveller(ctx, booking, line, jsondata.remarks, dueAt);
  const whole = await cancelBookingIfEmpty(ctx, booking, dueAt);
  await releaseTravellerSeats(ctx.tx, booking.txid, jsondata.paxsno);

  const refundPaise = lines.reduce((sum, l) => sum + l.refundPaise, 0n);
  const snos = jsondata.paxsno.join(', ');
  await refundBooking(ctx, {
    kind: 'flight',
    txid: booking.txid,
    paymentMode: booking.paymentMode,
    walletAccountId: booking.walletAccountId,
    amountPaise: refundPaise,
    description: `Refund: flight ${routeOf(booking)} (${booking.txid}), traveller${lines.length === 1 ? '' : 's'} ${snos}`,
  });
  await markTripItemAfterCancel(ctx, booking, whole);
  await recordBookingFacts(ctx.tx, flightFactSource, booking, ctx.now);

  const amount = minorUnitsToDecimal(refundPaise);
  const refundText = refundSentence(booking, amount, refundPaise);
  const cancelled = travellers.filter((t) => jsondata.paxsno.includes(t.paxSno));
  notifyFlightCancelled(ctx, booking, cancelled, refundText);
  const who = lines.length === 1 ? `Traveller ${snos} is` : `Travellers ${snos} are`;
  return { ...answer('OK', `${who} cancelled. ${refundText}`), refundamount: amount };
});
