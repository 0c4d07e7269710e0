import { and, eq, inArray } from 'drizzle-orm';
import { CANCELLABLE_STAY_STATUSES, cancelOfflineStay } from '../../../src/contract/offline-hotels/stay-operations';
import { offlineStayPath } from '../../../src/contract/offline-hotels/stay-path';
import { formatMoneyExact, minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { recordBookingFacts } from '../../booking/facts';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { tripItems } from '../../store/schema';
import { recordTripNote } from '../../workflow/trip-access';
import { cancelTripIfNothingWaits } from '../../workflow/trip-cancellation';
import { offlineHotelFactSource } from './facts';
import { noticeToTraveller } from './notice';
import { encodeStay } from './stay-record';
import { loadStay, stayView } from './stay-voucher';

/*
 * cancelofflinestay (docs/features/offline-hotels.md "Cancelling"): the desk cancelled the stay with
 * the hotel by phone or mail and records it: the reason, and the charge the hotel keeps (at most the
 * total). Nothing is paid back: the stay was billed to the company's account or paid at the hotel,
 * so no money of ours moved. The item is cancelled, the tracker and the traveller are told, and the
 * dashboards count the stay again, as cancelled. A stay its trip's cancellation left to the desk
 * ('cancellationrequested') is cancelled the same way, and may be the last one the trip waited for.
 */

export const cancelOfflineStayHandler = defineHandler(cancelOfflineStay)(async (ctx, { txid, reason, charge }) => {
  // The item's row lock: two desks cancelling at once act one after the other, and the second gets 409.
  const loaded = await loadStay(ctx, txid, true);
  const { item, trip, stay } = loaded;
  if (!CANCELLABLE_STAY_STATUSES.includes(item.status)) throw new HttpError(409, `txid: this stay is ${item.status}, not booked`);
  const chargePaise = parseMinorUnits(charge);
  const totalPaise = parseMinorUnits(stay.total);
  if (chargePaise > totalPaise) throw badRequest(`charge: cannot be more than the stay's total of ${formatMoneyExact(totalPaise, 'INR')}`);

  const cancelled = {
    ...stay,
    cancellation: { reason, charge: minorUnitsToDecimal(chargePaise), cancelledat: ctx.now.toISOString(), cancelledby: ctx.session.profileid },
  };
  await ctx.tx
    .update(tripItems)
    .set({ status: 'cancelled', selectedJson: encodeStay(cancelled) })
    .where(and(eq(tripItems.id, item.id), inArray(tripItems.status, [...CANCELLABLE_STAY_STATUSES])));

  const what = `${stay.hotelname}, ${stay.city}, ${stay.checkin} to ${stay.checkout}`;
  const kept = chargePaise === 0n ? 'no cancellation charge' : `cancellation charge ${formatMoneyExact(chargePaise, 'INR')}`;
  await recordTripNote(ctx, trip, 'CANCEL_ITEM', `${item.itemType} cancelled by the travel desk: ${what} (${txid}), ${kept}: ${reason}`);
  await cancelTripIfNothingWaits(ctx, trip.id, trip.corporateId);
  await recordBookingFacts(ctx.tx, offlineHotelFactSource, { txid, corporateId: trip.corporateId }, ctx.now);
  await noticeToTraveller(ctx, trip, 'Hotel cancelled', `The travel desk cancelled your stay at ${what} on trip ${trip.tripName}: ${reason}`, offlineStayPath(txid));
  const reloaded = await loadStay(ctx, txid);
  return { ApiStatus: { Status: 'OK' as const, Message: 'Stay cancelled' }, stay: stayView(reloaded) };
});
