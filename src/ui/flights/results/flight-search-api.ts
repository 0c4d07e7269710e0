/* The TGFS calls of the results pages (docs/operations.md Flight service), shaped for the search machine. */
import { api } from '../../../api';
import { getFlightPolicy, policyFromWire, validateSearch, type SelectedFare } from '../../../contract/flights/policy';
import {
  getFareRules,
  getMoreFares,
  queueResults,
  queueResultsMulti,
  searchFlights,
  searchFlightsMulti,
  type FareRule,
  type FlightFare,
  type OfferSummary,
} from '../../../contract/flights/search';
import type { FlightPolicy } from '../../../domain/flight-policy';
import type { FetchResultsInput, QueuedResults, SearchStarted } from '../../../machines/flights/flight-search.machine';
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
  const list = (sector: typeof onward, offers: OfferSummary[]) => ({
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

/** GETMOREFARES: one flight of the search `responseid`, every fare in full. */
export async function fetchMoreFares(responseid: string, flightkey: string, supplier: string): Promise<FlightFare[]> {
  const body = await api.callOperation(getMoreFares, { responseid, flightkey, supplier });
  return body.offer.fares;
}

/** GETFLIGHTPOLICY: the caller's company flight policy; null when it has none. */
export async function fetchFlightPolicy(): Promise<FlightPolicy | null> {
  const body = await api.callOperation(getFlightPolicy, {});
  return body.policy ? policyFromWire(body.policy) : null;
}

/** What Book needs to know from VALIDATESEARCH: refused (a blocked sector) with its reason, or not. */
export interface BookingCheck {
  status: 'OK' | 'NOK';
  message: string;
}

/**
 * VALIDATESEARCH for the chosen fares, one per list in the lists' order. A domestic round trip
 * (two lists) is the 'normal' round trip; multi-city says so.
 */
export async function validateSelection(
  responseid: string,
  query: FlightSearchQuery,
  selected: SelectedFare[],
): Promise<BookingCheck> {
  const body = await api.callOperation(validateSearch, {
    validatesearchrequest: { responseid, selected },
    multicity: query.triptype === 'multicity',
    isnormalrt: query.triptype === 'roundtrip' && selected.length === 2,
  });
  return { status: body.status, message: body.message };
}
