import { and, eq, inArray } from 'drizzle-orm';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { recordBookingFacts } from '../../booking/facts';
import { COMPANY_ACCOUNT_NOTHING_BACK, type RefundMode, refundBooking } from '../../booking/refund';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { queuePush } from '../../push/notify';
import { hotelBookings } from '../../store/schema-hotels';
import { noteOnTripOfBooking } from '../../workflow/trip-items';
import { hotelFactSource } from './booking-facts';
import { cancellationDueAt } from './booking-delays';
import { type HotelBookingRow, loadGuests } from './booking-store';
import { penaltyAt } from './cancel-terms';
import type { CancellationPenalty } from './supplier';

/*
 * Cancelling a whole paid stay, however it was asked for: from its voucher (cancelhotel) or with its
 * trip (tripcancellationrequest, through hotelProduct.cancelTripItem). The penalty is the rate's tier
 * now (cancel-terms.ts); the rest goes back at once through the shared refund step, to the wallet it
 * was paid from or to the card, nothing when billed to the company. The booking is
 * 'cancellationrequested' until the hotel confirms (booking-progress.ts), then 'cancelled'. The
 * caller has checked the booking may be cancelled (cancelRefusal) and who is asking.
 */

const REFUND_TO = { wallet: 'to your wallet', card: 'to the card used for payment' } as const;

export interface StayCancelled {
  status: string;
  quote: CancellationPenalty;
  mode: RefundMode;
  /** What happened to the money, as a sentence. */
  refundText: string;
}

function refundSentence(row: HotelBookingRow, quote: CancellationPenalty, mode: RefundMode): string {
  if (mode === 'none') return COMPANY_ACCOUNT_NOTHING_BACK;
  if (quote.refund === 0n) return `Nothing is refunded: ${quote.text}.`;
  return `${row.currency} ${minorUnitsToDecimal(quote.refund)} will be refunded ${REFUND_TO[mode]}.`;
}

/** Cancels the stay, refunds per its tier, notes it on its trip and tells the traveller and guests; 409 when cancelled meanwhile. */
export async function cancelStay(ctx: HandlerContext, row: HotelBookingRow, reason: string): Promise<StayCancelled> {
  const quote = penaltyAt(row, ctx.now);
  const [cancelled] = await ctx.tx
    .update(hotelBookings)
    .set({
      status: 'cancellationrequested',
      cancelReason: reason,
      cancelRequestedAt: ctx.now,
      cancelDueAt: cancellationDueAt(ctx.now),
      penaltyPercent: quote.percent,
      penaltyPaise: Number(quote.penalty),
      refundPaise: Number(quote.refund),
      updatedAt: ctx.now,
    })
    .where(and(eq(hotelBookings.txid, row.txid), inArray(hotelBookings.status, ['booked', 'confirmed'])))
    .returning();
  // Cancelled meanwhile by a concurrent call: this one refunds nothing.
  if (!cancelled) throw new HttpError(409, 'txid: this hotel booking is already cancelled');
  const mode = await refundBooking(ctx, {
    kind: 'hotel',
    txid: row.txid,
    paymentMode: row.paymentMode,
    walletAccountId: row.walletAccountId,
    amountPaise: quote.refund,
    description: `Refund: hotel ${row.hotelName} (${row.txid})`,
  });
  await ctx.tx.update(hotelBookings).set({ refundMode: mode }).where(eq(hotelBookings.txid, row.txid));
  await recordBookingFacts(ctx.tx, hotelFactSource, row, ctx.now);
  await noteOnTripOfBooking(ctx, row, 'CANCEL_ITEM', `Hotel ${row.hotelName} (${row.txid}) cancelled: ${reason}`);
  const refundText = refundSentence(row, quote, mode);
  await notifyStayCancelled(ctx, row, refundText);
  return { status: cancelled.status, quote, mode, refundText };
}

/** 'Hotel booking cancelled' to the stay's traveller and each guest with a profile, once committed; it opens the voucher. */
async function notifyStayCancelled(ctx: HandlerContext, row: HotelBookingRow, refundText: string): Promise<void> {
  const guests = await loadGuests(ctx.tx, row);
  const recipients = new Set([row.travellerProfileId, ...guests.map((g) => g.profileId)].filter(Boolean));
  for (const profileId of recipients)
    queuePush(ctx, profileId, {
      title: 'Hotel booking cancelled',
      body: `${row.hotelName}, ${row.checkIn} (${row.txid}) is cancelled. ${refundText}`,
      url: `/hotels/voucher/${row.txid}`,
      tag: `hotel-cancel-${row.txid}`,
    });
}
