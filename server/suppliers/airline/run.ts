import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { Executor } from '../../store/db';
import { type AirportMap, loadAirports } from './airports';
import type { OfferContext } from './offers';
import { supplierFails } from './scenarios';
import { type TripQuery, searchCombinedRoundTrip, searchTrip } from './search';

/*
 * The sandbox airline's answer to a whole FlightSearchRequest: the airports it names (unknown
 * ones reported by field), domestic or international, and the offers per list. `checkRequest`
 * runs at search time (the error answers there); `runSearch` whenever the results are read.
 */

export type Domint = 'domestic' | 'international';

export type CheckedRequest = { places: AirportMap; domint: Domint } | { problem: string } | { supplierDown: true };

export async function checkRequest(tx: Executor, request: FlightSearchRequest): Promise<CheckedRequest> {
  const places = await loadAirports(
    tx,
    request.sectors.flatMap((s) => [s.origin, s.destination]),
  );
  for (const [i, s] of request.sectors.entries()) {
    for (const field of ['origin', 'destination'] as const) {
      if (!places.has(s[field])) return { problem: `sectors[${i}].${field}: ${s[field]} is not a known airport` };
    }
  }
  if (request.sectors.some((s) => supplierFails(s.origin, s.destination))) return { supplierDown: true };
  const domestic = request.sectors.every(
    (s) => places.get(s.origin)!.countrycode === 'IN' && places.get(s.destination)!.countrycode === 'IN',
  );
  return { places, domint: domestic ? 'domestic' : 'international' };
}

export interface SearchLists {
  /** One list per sector (multi-city), or onward (+ return for a domestic round trip). */
  sectors: FlightOffer[][];
  /** An international round trip's combined offers; null otherwise. */
  combined: FlightOffer[] | null;
}

export function runSearch(
  places: AirportMap,
  domint: Domint,
  request: FlightSearchRequest,
  today: string,
): SearchLists {
  const ctx: OfferContext = {
    cabin: request.cabin,
    pax: { adults: request.adults, children: request.children, infants: request.infants },
    today,
  };
  const queries: TripQuery[] = request.sectors.map((s) => ({
    from: places.get(s.origin)!,
    to: places.get(s.destination)!,
    jdate: s.jdate,
  }));
  if (request.triptype === 'roundtrip' && domint === 'international') {
    return { sectors: [], combined: searchCombinedRoundTrip(places, queries[0]!, queries[1]!, ctx) };
  }
  return { sectors: queries.map((q) => searchTrip(places, q, ctx)), combined: null };
}
