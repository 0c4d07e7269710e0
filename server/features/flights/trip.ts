import { addFlightToTrip } from '../../../src/contract/flights/booking';
import { defineHandler } from '../../dispatch/types';
import { routeOf } from './route';
import { priceBooking } from './booking-price';
import { claimOf } from './booking-claim';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { assertItemsChangeable, insertTripItem } from '../../workflow/trip-items';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * TGFS ADDTOTRIP: the chosen fares go on the trip as a 'flight' item to be booked with it (as
 * insurance addtotrip does). The amount is the server's own price; the request is kept whole
 * (base64 JSON) with `claim`, the priced fares, so the trip's booking issues exactly what was
 * approved, whoever books the trip and however old the search is by then (trip-issue.ts).
 * No booking approval or policy reason is asked here: the trip's approval covers it.
 */

const status = (Status: 'OK' | 'NOK', Message: string) => ({ ApiStatus: { Status, Message } });

export const addFlightToTripHandler = defineHandler(addFlightToTrip)(async (ctx, { jsondata: request }) => {
  const trip = await loadTripForCaller(ctx, request.tripid, 'write');
  assertItemsChangeable(trip);
  const price = await priceBooking(ctx, request);
  if ('refused' in price) return status('NOK', price.refused);
  const route = routeOf({ offers: price.fares.map((f) => f.offer) });
  const itemid = await insertTripItem(ctx, trip, {
    tripid: trip.id,
    itemtype: 'flight',
    totalamount: minorUnitsToDecimal(price.totalPaise),
    requestitemid: '',
    responseid: request.responseid,
    selected_json: Buffer.from(JSON.stringify({ ...request, claim: claimOf(price) })).toString('base64'),
    txid: '',
    reftxid: '',
    supplier: 'SANDBOX',
  });
  await recordTripNote(ctx, trip, 'ADD_ITEM', `flight added: ${route}`);
  return { ...status('OK', 'Flight added to the trip'), itemid };
});
