/* The TGFS calls of the results pages (core spec §7 Flight service), shaped for the search machine. */
import { api } from '../../../api';
import {
  getFareRules,
  queueResults,
  queueResultsMulti,
  searchFlights,
  searchFlightsMulti,
  type FareRule,
  type FlightOffer,
} from '../../../contract/ops/flights-search';
import type { FetchResultsInput, QueuedResults, SearchStarted } from '../../../machines/flight-search.machine';
import type { FlightSearchQuery } from '../search/flight-query';

export async function startFlightSearch({ query }: { query: FlightSearchQuery }): Promise<SearchStarted> {
  const op = query.triptype === 'multicity' ? searchFlightsMulti : searchFlights;
  return api.callOperation(op, { jsondata: query });
}

/**
 * One poll. A domestic round trip answers two lists (onward, then the return flights chosen
 * separately); an international one a single list of combined offers; multi-city one per sector.
 */
export async function fetchFlightResults({ responseid, query }: FetchResultsInput): Promise<QueuedResults> {
  if (query.triptype === 'multicity') {
    const body = await api.callOperation(queueResultsMulti, { responseid });
    return {
      status: body.status,
      lists: body.sectors.map((s) => ({ origin: s.origin, destination: s.destination, jdate: s.jdate, offers: s.results })),
    };
  }
  const body = await api.callOperation(queueResults, { responseid });
  const [onward, back] = query.sectors;
  const list = (sector: typeof onward, offers: FlightOffer[]) => ({
    origin: sector?.origin ?? '',
    destination: sector?.destination ?? '',
    jdate: sector?.jdate ?? '',
    offers,
  });
  const separateReturn = body.triptype === 'roundtrip' && body.domint === 'domestic';
  return {
    status: body.status,
    lists: separateReturn ? [list(onward, body.results), list(back, body.returnresults)] : [list(onward, body.results)],
  };
}

/** GETFARERULES for one fare (its farekey); every fare of the flight when given the flightkey. */
export async function fetchFareRules(key: string, supplier: string): Promise<FareRule[]> {
  const body = await api.callOperation(getFareRules, { flightkey: key, supplier });
  return body.FareRules;
}
