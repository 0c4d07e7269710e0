import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordBookingFacts } from '../../booking/facts';
import { refundBooking } from '../../booking/refund';
import type { WalletContext } from '../../payments/wallet';
import { flightBookingTravellers, flightBookings } from '../../store/schema';
import { replaceBookedTripItem } from '../../workflow/trip-item-replace';
import { flightFactSource } from './booking-facts';
import { releaseTravellerSeats } from './booking-seats';
import type { FlightBookingRow } from './booking-store';
import { routeOf } from './route';
import { changeFeesOf } from './reschedule-fee';

/*
 * The moment a reschedule's new booking is paid (the wallet debit, or the card's capture), the
 * booking it replaces is settled, in the same transaction: it and its travellers become
 * 'rescheduled', each traveller keeping the change fee worked out as at the new booking's claim;
 * its seats are freed; what was paid for it less the fees goes back the way it was paid; its trip
 * item is replaced by one for the new booking. Once: only a booking still 'pending' or 'ticketed'
 * changes, and only while every traveller of it is still booked (a replaced booking cancelled
 * meanwhile, wholly or in part, keeps its own refunds; the new booking stands).
 */

/** Settles the booking `replacement` replaces; answers it, or null when there was nothing to settle. */
export async function settleReplacedBooking(ctx: WalletContext, replacement: FlightBookingRow): Promise<FlightBookingRow | null> {
  if (replacement.refTxid === '') return null;
  // Locked first, so a cancellation of one of its travellers either committed before (and is seen
  // below) or waits until this settles.
  const [locked] = await ctx.tx
    .select({ txid: flightBookings.txid })
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.txid, replacement.refTxid),
        eq(flightBookings.corporateId, replacement.corporateId),
        inArray(flightBookings.status, ['pending', 'ticketed']),
      ),
    )
    .for('update');
  if (!locked) return null;
  const travellers = await ctx.tx
    .select()
    .from(flightBookingTravellers)
    .where(eq(flightBookingTravellers.txid, locked.txid))
    .orderBy(asc(flightBookingTravellers.paxSno));
  // A traveller cancelled since the claim has had their own refund; settling would pay it twice.
  if (travellers.some((t) => t.status !== 'booked')) return null;
  const [old] = await ctx.tx
    .update(flightBookings)
    .set({ status: 'rescheduled', updatedAt: ctx.now })
    .where(eq(flightBookings.txid, locked.txid))
    .returning();
  if (!old) return null;
  const fees = await changeFeesOf(ctx.tx, old, travellers, replacement.bookedOn);
  // The claim checked the fare allowed a change then; the same moment gives the same answer.
  const changes = 'refused' in fees ? travellers.map((t) => ({ paxSno: t.paxSno, paidPaise: 0n, feePaise: 0n })) : fees.travellers;
  const billedToTrip = old.paymentMode === 'company';
  for (const change of changes)
    await ctx.tx
      .update(flightBookingTravellers)
      .set({
        status: 'rescheduled',
        penaltyPaise: Number(change.feePaise),
        refundPaise: billedToTrip ? 0 : Number(change.paidPaise - change.feePaise),
        cancelledAt: ctx.now,
      })
      .where(and(eq(flightBookingTravellers.txid, old.txid), eq(flightBookingTravellers.paxSno, change.paxSno)));
  await releaseTravellerSeats(ctx.tx, old.txid, travellers.map((t) => t.paxSno));
  const refundPaise = billedToTrip ? 0n : changes.reduce((sum, c) => sum + c.paidPaise - c.feePaise, 0n);
  await refundBooking(ctx, {
    kind: 'flight',
    txid: old.txid,
    paymentMode: old.paymentMode,
    walletAccountId: old.walletAccountId,
    amountPaise: refundPaise,
    description: `Refund: flight ${routeOf(old)} (${old.txid}) changed to ${replacement.txid}`,
  });
  if (old.tripId !== '')
    await replaceBookedTripItem(ctx, {
      tripId: old.tripId,
      corporateId: old.corporateId,
      oldTxid: old.txid,
      newTxid: replacement.txid,
      totalPaise: replacement.totalPaise,
      responseId: replacement.responseId,
    });
  await recordBookingFacts(ctx.tx, flightFactSource, old, ctx.now);
  return old;
}
