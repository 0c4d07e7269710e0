import type { Cabin, FlightOffer } from '../../../src/domain/flight-offer';
import { parseMinorUnits } from '../../../src/domain/money';
import type { AirportMap } from './airports';
import { searchTrip } from './search';

/*
 * GETALTERNATEOPTIONS: flights of the same day on the route, for one adult, cheaper than the fare
 * the traveller looked at (or the cheapest, without one). The search generator answers them, so an
 * alternate is exactly an offer the results list shows for a one-adult search that day.
 */

export const MAX_ALTERNATES = 10;

const cheapest = (offer: FlightOffer) => parseMinorUnits(offer.fares[0]!.totalfare);

export interface Alternates {
  offers: FlightOffer[];
  /** The day's lowest one-adult fare, paise; null when nothing flies. */
  lowestPaise: bigint | null;
}

export function alternateOffers(
  places: AirportMap,
  origin: string,
  destination: string,
  jdate: string,
  cabin: Cabin,
  today: string,
  belowPaise: bigint | null,
): Alternates {
  const from = places.get(origin);
  const to = places.get(destination);
  if (!from || !to) return { offers: [], lowestPaise: null };
  const all = searchTrip(places, { from, to, jdate }, { cabin, pax: { adults: 1, children: 0, infants: 0 }, today });
  const priced = all.map((offer) => ({ offer, paise: cheapest(offer) }));
  const lowestPaise = priced.reduce<bigint | null>((low, p) => (low === null || p.paise < low ? p.paise : low), null);
  const offers = priced
    .filter((p) => belowPaise === null || p.paise < belowPaise)
    // Cheapest first; equal fares by departure, so the order is stable everywhere.
    .sort((a, b) => (a.paise === b.paise ? a.offer.segments[0]!.departure.localeCompare(b.offer.segments[0]!.departure) : a.paise < b.paise ? -1 : 1))
    .slice(0, MAX_ALTERNATES)
    .map((p) => p.offer);
  return { offers, lowestPaise };
}
