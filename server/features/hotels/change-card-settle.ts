import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import type { WalletContext } from '../../payments/wallet';
import { hotelBookings } from '../../store/schema-hotels';
import type { HotelBookingRow } from './booking-store';
import { penaltyAt } from './cancel-terms';
import { cancelReplacedStay } from './change-settle';

/*
 * A card-paid stay's date change (docs/features/hotels-change.md): the new booking waits for the
 * card at the gateway, and only its capture settles the stay it replaces, in the capture's
 * transaction, as the flight reschedule does (flights/reschedule-settle.ts). The penalty is the
 * old stay's tier as at the new booking's claim, when the change was quoted and agreed; the refund
 * goes back to the card that paid it. Once: a stay cancelled or changed meanwhile keeps its own
 * refund and the new booking stands. An abandoned or expired payment never gets here.
 */

/** Settles the stay `replacement` replaces, when there is one still booked or confirmed. */
export async function settleReplacedStay(ctx: WalletContext, replacement: HotelBookingRow): Promise<boolean> {
  if (replacement.replacesTxid === '') return false;
  const [old] = await ctx.tx
    .select()
    .from(hotelBookings)
    .where(and(eq(hotelBookings.txid, replacement.replacesTxid), eq(hotelBookings.corporateId, replacement.corporateId)));
  if (!old || (old.status !== 'booked' && old.status !== 'confirmed')) return false;
  return cancelReplacedStay(ctx, old, replacement, penaltyAt(old, replacement.bookedOn));
}

/**
 * A new change of a card-paid stay supersedes one still waiting for its card: that one lapses as an
 * unpaid booking does (its gateway capture is then refused), so one stay never has two new bookings
 * that could both be paid. A capture that got there first has changed the stay already, and the
 * change is refused for that.
 */
export async function lapseWaitingChanges(ctx: HandlerContext, old: HotelBookingRow): Promise<void> {
  await ctx.tx
    .update(hotelBookings)
    .set({ status: 'expired', updatedAt: ctx.now })
    .where(and(eq(hotelBookings.replacesTxid, old.txid), eq(hotelBookings.corporateId, old.corporateId), eq(hotelBookings.status, 'paymentpending')));
}
