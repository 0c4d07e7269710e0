import { and, eq, inArray } from 'drizzle-orm';
import { recordBookingFacts } from '../../booking/facts';
import { refundBooking } from '../../booking/refund';
import type { WalletContext } from '../../payments/wallet';
import { hotelBookings } from '../../store/schema-hotels';
import { replaceBookedTripItem } from '../../workflow/trip-item-replace';
import { hotelFactSource } from './booking-facts';
import { cancellationDueAt } from './booking-delays';
import type { HotelBookingRow } from './booking-store';
import type { CancellationPenalty } from './supplier';

/*
 * The stay a date change replaces, cancelled in the change's transaction (docs/features/hotels-change.md):
 * by its own terms now (the penalty kept, the rest refunded the way it was paid, nothing on the
 * company account), naming the booking that replaced it; cancelled as any cancellation is, so the
 * hotel confirms it later (booking-progress.ts). Its trip item is replaced by the new booking's and
 * its dashboards facts rewritten. Once: only a booking still booked or confirmed changes. Run by
 * the change itself (wallet, company account) or by the new booking's card capture (change-card-settle.ts).
 */

/** Answers false, changing nothing, when the stay was cancelled or changed meanwhile. */
export async function cancelReplacedStay(
  ctx: WalletContext,
  old: HotelBookingRow,
  replacement: HotelBookingRow,
  cancellation: CancellationPenalty,
): Promise<boolean> {
  const [cancelled] = await ctx.tx
    .update(hotelBookings)
    .set({
      status: 'cancellationrequested',
      cancelReason: `Dates changed: replaced by ${replacement.txid}`,
      cancelRequestedAt: ctx.now,
      cancelDueAt: cancellationDueAt(ctx.now),
      penaltyPercent: cancellation.percent,
      penaltyPaise: Number(cancellation.penalty),
      refundPaise: Number(cancellation.refund),
      replacedByTxid: replacement.txid,
      updatedAt: ctx.now,
    })
    .where(and(eq(hotelBookings.txid, old.txid), inArray(hotelBookings.status, ['booked', 'confirmed'])))
    .returning();
  if (!cancelled) return false;
  const mode = await refundBooking(ctx, {
    kind: 'hotel',
    txid: old.txid,
    paymentMode: old.paymentMode,
    walletAccountId: old.walletAccountId,
    amountPaise: cancellation.refund,
    description: `Refund: hotel ${old.hotelName} (${old.txid}) changed to ${replacement.txid}`,
  });
  await ctx.tx.update(hotelBookings).set({ refundMode: mode }).where(eq(hotelBookings.txid, old.txid));
  if (old.tripId !== '')
    await replaceBookedTripItem(ctx, {
      tripId: old.tripId,
      corporateId: old.corporateId,
      oldTxid: old.txid,
      newTxid: replacement.txid,
      totalPaise: replacement.totalPaise,
    });
  await recordBookingFacts(ctx.tx, hotelFactSource, old, ctx.now);
  return true;
}
