import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fulfilOfflineHotel } from '../../../src/contract/offline-hotels/operations';
import { stayCharges } from '../../../src/contract/offline-hotels/stay-charges';
import { offlineStayPath } from '../../../src/contract/offline-hotels/stay-path';
import { daysBetween } from '../../../src/domain/calendar-days';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { TRIP_AMOUNT_MAX_PAISE } from '../../../src/domain/trip-money';
import { recordBookingFacts } from '../../booking/facts';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { tripItems } from '../../store/schema';
import { recordTripNote } from '../../workflow/trip-access';
import { insertTripItem } from '../../workflow/trip-items';
import { REQUEST_FULFILLED, closeRequest, loadDeskTrip, loadOpenRequest } from './access';
import { offlineHotelFactSource } from './facts';
import { noticeToTraveller } from './notice';
import { encodeStay } from './stay-record';

/*
 * fulfilofflinehotel (docs/features/offline-hotels.md "Fulfilling"): the desk booked the stay by
 * phone or mail; it goes on the trip as a booked item with our txid and the hotel's confirmation
 * number, the request (if any) is closed, the trip's tracker and the traveller are told, and the
 * dashboards count it. The trip's own status stays: its other items are booked as usual.
 */

/** Ours, not the hotel's: OH and ten letters or digits, unique as booking facts need. */
const newTxid = () => `OH${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

export const fulfilOfflineHotelHandler = defineHandler(fulfilOfflineHotel)(async (ctx, input) => {
  const trip = await loadDeskTrip(ctx, input.tripid);
  const request = input.requestitemid === '' ? undefined : await loadOpenRequest(ctx, input.requestitemid);
  if (request && request.tripId !== trip.id) throw badRequest('requestitemid: not a request of this trip');

  const nights = daysBetween(input.checkin, input.checkout);
  const charges = stayCharges({ amountkind: input.amountkind, amountPaise: parseMinorUnits(input.amount), nights, rooms: input.rooms, abroad: input.abroad });
  if (charges.totalPaise > BigInt(TRIP_AMOUNT_MAX_PAISE)) throw badRequest('amount: the stay comes to more than a trip item can hold (₹1,00,00,000)');
  const [total, tax, base] = [charges.totalPaise, charges.taxPaise, charges.basePaise].map(minorUnitsToDecimal) as [string, string, string];

  const txid = newTxid();
  const itemid = await insertTripItem(ctx, trip, {
    tripid: trip.id,
    itemtype: input.itemtype,
    totalamount: total,
    requestitemid: request?.id ?? '',
    responseid: input.confirmationno,
    selected_json: encodeStay({
      kind: 'offlinehotel',
      hotelname: input.hotelname,
      address: input.address,
      city: input.city,
      checkin: input.checkin,
      checkintime: input.checkintime,
      checkout: input.checkout,
      checkouttime: input.checkouttime,
      roomtype: input.roomtype,
      board: input.board,
      rooms: input.rooms,
      guests: input.guests,
      nights,
      confirmationno: input.confirmationno,
      amountkind: input.amountkind,
      abroad: input.abroad,
      paidby: input.paidby,
      base,
      tax,
      total,
      notes: input.notes,
    }),
    txid,
    reftxid: '',
    // The trip's items list and docket show the supplier: the hotel with its confirmation number.
    supplier: `${input.hotelname} · Confirmation ${input.confirmationno}`,
  });
  // Already confirmed by the hotel: booked now, not when the trip's other items are booked.
  await ctx.tx.update(tripItems).set({ status: 'booked' }).where(eq(tripItems.id, itemid));
  if (request) await closeRequest(ctx, request, REQUEST_FULFILLED, { txid, fulfilleditemid: itemid });

  const stay = `${input.hotelname}, ${input.city}, ${input.checkin} to ${input.checkout}`;
  await recordTripNote(ctx, trip, 'ADD_ITEM', `${input.itemtype} booked by the travel desk: ${stay}, confirmation ${input.confirmationno} (${txid})`);
  await recordBookingFacts(ctx.tx, offlineHotelFactSource, { txid, corporateId: trip.corporateId }, ctx.now);
  await noticeToTraveller(ctx, trip, 'Hotel booked', `Your stay at ${stay} is booked for trip ${trip.tripName}. Confirmation number ${input.confirmationno}.`, offlineStayPath(txid));
  return { ApiStatus: { Status: 'OK' as const, Message: 'Stay booked and added to the trip' }, itemid, txid, totalamount: total, taxamount: tax };
});
