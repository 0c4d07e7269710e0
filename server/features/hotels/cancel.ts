import { cancelHotel } from '../../../src/contract/hotels/booking';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { setTripItemOfBooking } from '../../workflow/trip-items';
import { loadCurrentBooking } from './booking-read';
import { cancelStay } from './cancel-stay';
import { cancelRefusal } from './cancel-terms';

/*
 * TG-HOTEL cancelhotel: cancels the whole stay from its voucher (cancel-stay.ts: the tier's penalty,
 * the refund, the trip's note, the push). A stay of a trip also leaves its trip: the item carrying
 * it is 'cancelled', as a flight's is when its last traveller is cancelled.
 */

export const cancelHotelHandler = defineHandler(cancelHotel)(async (ctx, { txid, reason }) => {
  const row = await loadCurrentBooking(ctx, txid, 'change');
  const refused = cancelRefusal(row);
  if (refused) throw refused;
  const cancelled = await cancelStay(ctx, row, reason);
  await setTripItemOfBooking(ctx, row, 'cancelled');
  return {
    txid: row.txid,
    bookingstatus: cancelled.status,
    penalty: minorUnitsToDecimal(cancelled.quote.penalty),
    refund: minorUnitsToDecimal(cancelled.quote.refund),
    refundmode: cancelled.mode,
    message: `Your hotel booking is cancelled. ${cancelled.refundText}`,
  };
});
