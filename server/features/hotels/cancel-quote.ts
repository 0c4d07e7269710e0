import { quoteHotelCancellation } from '../../../src/contract/hotels/booking';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { loadCurrentBooking } from './booking-read';
import { cancelRefusal, penaltyAt, refundModeOf } from './cancel-terms';

/* TG-HOTEL quotehotelcancellation: what cancelling now would keep and give back, for the people who may cancel. */

export const quoteHotelCancellationHandler = defineHandler(quoteHotelCancellation)(async (ctx, { txid }) => {
  const row = await loadCurrentBooking(ctx, txid, 'change');
  const refused = cancelRefusal(row);
  if (refused) throw refused;
  const quote = penaltyAt(row, ctx.now);
  return {
    txid: row.txid,
    percent: quote.percent,
    penalty: minorUnitsToDecimal(quote.penalty),
    refund: minorUnitsToDecimal(quote.refund),
    text: quote.text,
    refundmode: refundModeOf(row),
  };
});
