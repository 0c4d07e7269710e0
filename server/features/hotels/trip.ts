import { addHotelToTrip } from '../../../src/contract/hotels/trip';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { assertItemsChangeable, insertTripItem } from '../../workflow/trip-items';
import { checkStayRequest, staySummary } from './trip-stay';

/*
 * TG-HOTEL addhoteltotrip (docs/features/hotels.md "Approval and trips"): the stay goes on the
 * caller's trip as a 'hotel' item at the rechecked total, to be booked, billed to the company, when
 * the trip is booked (trip-issue.ts). The trip's approval covers the policy: no booking approval is
 * asked, but a stay out of policy still needs the booker's reason, written in the trip's note so
 * the trip's approver reads it with the broken rules.
 */

const status = (Status: 'OK' | 'NOK', Message: string) => ({ ApiStatus: { Status, Message } });

export const addHotelToTripHandler = defineHandler(addHotelToTrip)(async (ctx, { jsondata: request }) => {
  const trip = await loadTripForCaller(ctx, request.tripid, 'write');
  assertItemsChangeable(trip);
  const checked = await checkStayRequest(ctx, request);
  if ('refused' in checked) return { ...status('NOK', checked.refused), itemid: '' };
  const { stay, verdict } = checked;
  const itemid = await insertTripItem(ctx, trip, {
    tripid: trip.id,
    itemtype: 'hotel',
    totalamount: minorUnitsToDecimal(stay.charges.total),
    requestitemid: '',
    responseid: stay.hotel.hotelcode,
    // The request with the key as rechecked: the trip's booking replays it whole.
    selected_json: Buffer.from(JSON.stringify({ ...request, ratekey: stay.rate.ratekey, approvalid: '' })).toString('base64'),
    txid: '',
    reftxid: '',
    supplier: stay.hotel.name,
  });
  const dates = `${stay.rate.checkin} to ${stay.rate.checkout}`;
  const policy = verdict.inpolicy ? 'in policy' : `out of policy (${verdict.reasons.join('; ')}); reason: ${request.policyreason.trim()}`;
  await recordTripNote(ctx, trip, 'ADD_ITEM', `${staySummary(stay)}, ${dates}, ${policy}`);
  return { ...status('OK', 'Hotel added to the trip'), itemid };
});
