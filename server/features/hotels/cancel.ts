import { and, eq, inArray } from 'drizzle-orm';
import { cancelHotel } from '../../../src/contract/hotels/booking';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { recordBookingFacts } from '../../booking/facts';
import { COMPANY_ACCOUNT_NOTHING_BACK, refundBooking } from '../../booking/refund';
import { defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { hotelBookings } from '../../store/schema-hotels';
import { hotelFactSource } from './booking-facts';
import { cancellationDueAt } from './booking-delays';
import { loadCurrentBooking } from './booking-read';
import { cancelRefusal, penaltyAt } from './cancel-terms';

/*
 * TG-HOTEL cancelhotel: cancels the whole stay. The penalty is the rate's tier now (cancel-terms.ts);
 * the rest goes back at once through the shared refund step (server/booking/refund.ts), to the wallet
 * it was paid from or to the card, nothing when billed to the company account. The booking is
 * 'cancellationrequested' until the hotel confirms (booking-progress.ts), then 'cancelled'.
 */

const REFUND_TO = { wallet: 'to your wallet', card: 'to the card used for payment' } as const;

export const cancelHotelHandler = defineHandler(cancelHotel)(async (ctx, { txid, reason }) => {
  const row = await loadCurrentBooking(ctx, txid, 'change');
  const refused = cancelRefusal(row);
  if (refused) throw refused;
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
  const refund = minorUnitsToDecimal(quote.refund);
  const back =
    mode === 'none'
      ? COMPANY_ACCOUNT_NOTHING_BACK
      : quote.refund === 0n
        ? `Nothing is refunded: ${quote.text}.`
        : `${row.currency} ${refund} will be refunded ${REFUND_TO[mode]}.`;
  return {
    txid: row.txid,
    bookingstatus: cancelled.status,
    penalty: minorUnitsToDecimal(quote.penalty),
    refund,
    refundmode: mode,
    message: `Your hotel booking is cancelled. ${back}`,
  };
});
