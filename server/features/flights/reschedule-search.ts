import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import { searchFlightsReschedule } from '../../../src/contract/flights/reschedule';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import type { FlightBookingRow } from './booking-store';
import { type TravellerRow } from './cancel-access';
import { sectorsOf } from './cancel-penalty';
import { loadReschedulable } from './reschedule-access';
import { flightToday, startSearch } from './search-store';

/*
 * TGFS SEARCHFLIGHTSRESC: a search for new dates of a booking, for its route, cabin and travellers
 * as booked (not as the page says), read with QUEUERESULTS like any search. The quote and the
 * request hold the chosen fares to the same route and travellers (sameTrip).
 */

/** The search a booking's travellers would make for these dates. */
export function searchFor(
  booking: FlightBookingRow,
  travellers: readonly Pick<TravellerRow, 'paxType'>[],
  onwarddate: string,
  returndate: string,
): FlightSearchRequest {
  const first = booking.offers.flatMap(sectorsOf)[0]!;
  const count = (type: string) => travellers.filter((t) => t.paxType === type).length;
  const onward = { origin: first.origin, destination: first.destination, jdate: onwarddate };
  return {
    triptype: booking.tripType,
    domint: booking.domInt,
    cabin: booking.offers[0]!.fares[0]!.cabin,
    adults: count('ADT'),
    children: count('CHD'),
    infants: count('INF'),
    sectors:
      booking.tripType === 'roundtrip'
        ? [onward, { origin: first.destination, destination: first.origin, jdate: returndate }]
        : [onward],
  };
}

/** Whether a stored search is for this booking's route, cabin and travellers (its dates may differ). */
export function sameTrip(search: FlightSearchRequest, booking: FlightBookingRow, travellers: readonly TravellerRow[]): boolean {
  const expected = searchFor(booking, travellers, '', '');
  const route = (r: FlightSearchRequest) => r.sectors.map((s) => `${s.origin}-${s.destination}`).join(',');
  return (
    search.triptype === expected.triptype &&
    search.cabin === expected.cabin &&
    search.adults === expected.adults &&
    search.children === expected.children &&
    search.infants === expected.infants &&
    route(search) === route(expected)
  );
}

export const searchFlightsRescheduleHandler = defineHandler(searchFlightsReschedule)(async (
  ctx,
  { txid, onwarddate, returndate },
) => {
  const found = await loadReschedulable(ctx, txid);
  if ('refused' in found) throw new HttpError(409, found.refused);
  const { booking, travellers } = found;
  if (booking.tripType === 'roundtrip' && returndate === '') throw badRequest('returndate is required for a round trip');
  if (booking.tripType === 'oneway' && returndate !== '') throw badRequest('returndate must be empty for a one-way booking');
  if (onwarddate < flightToday(ctx.now)) throw badRequest('onwarddate must not be in the past');
  if (returndate !== '' && returndate < onwarddate) throw badRequest('returndate must not be before onwarddate');
  const { responseid } = await startSearch(ctx, searchFor(booking, travellers, onwarddate, returndate));
  return { responseid, status: 'pending' as const };
});
