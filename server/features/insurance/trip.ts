import { insuranceAddToTrip } from '../../../src/contract/insurance/booking';
import { defineHandler } from '../../dispatch/types';
import { priceBookingRequest } from './booking-price';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { assertItemsChangeable, insertTripItem } from '../../workflow/trip-items';
import { checkOwnership } from '../../dispatch/guards';

/*
 * TG-INSURANCE addtotrip: the chosen plan goes on the trip as an 'insurance' item to be booked
 * with it. The amount is the server's own price; the request is kept whole (base64 JSON) so the
 * trip's booking can replay it. No booking approval is asked here: the trip's approval covers it.
 */

const status = (Status: 'OK' | 'NOK', Message: string) => ({ ApiStatus: { Status, Message } });

export const insuranceAddToTripHandler = defineHandler(insuranceAddToTrip)(async (ctx, { jsondata: request }) => {
  checkOwnership(request, ctx.session, 'jsondata.');
  const trip = await loadTripForCaller(ctx, request.tripid, 'write');
  assertItemsChangeable(trip);
  const price = await priceBookingRequest(ctx, request);
  if ('refused' in price) return status('NOK', price.refused);
  const itemid = await insertTripItem(ctx, trip, {
    tripid: trip.id,
    itemtype: 'insurance',
    totalamount: price.totalnet,
    requestitemid: '',
    responseid: price.planCode,
    selected_json: Buffer.from(JSON.stringify(request)).toString('base64'),
    txid: '',
    reftxid: '',
    supplier: price.planName,
  });
  await recordTripNote(ctx, trip, 'ADD_ITEM', `insurance added: ${price.planName}`);
  return { ...status('OK', 'Insurance added to the trip'), itemid };
});
