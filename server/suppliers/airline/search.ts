import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { AirportMap, SandboxAirport } from './airports';
import { type Itinerary, itinerariesOn } from './itineraries';
import { type OfferContext, buildOffer } from './offers';
import { MAX_OFFERS, isWideRoute } from './scenarios';

/*
 * Offers for the trips of a search. One trip (one-way, a domestic round trip's each way, a
 * multi-city sector): every itinerary priced on its own. An international round trip: combined
 * offers, each onward itinerary with up to four returns on the same carrier (spread over the day),
 * priced as the sum of both ways. At most MAX_OFFERS per list.
 */

export interface TripQuery {
  from: SandboxAirport;
  to: SandboxAirport;
  jdate: string;
}

function tripItineraries(places: AirportMap, q: TripQuery, wide = isWideRoute(q.from.code, q.to.code)): Itinerary[] {
  return itinerariesOn(places, q.from, q.to, q.jdate, wide);
}

function collect(candidates: Iterable<readonly Itinerary[]>, ctx: OfferContext): FlightOffer[] {
  const offers: FlightOffer[] = [];
  for (const trips of candidates) {
    const offer = buildOffer(trips, ctx);
    if (offer) offers.push(offer);
    if (offers.length >= MAX_OFFERS) break;
  }
  return offers;
}

/** `wide` false prices a wide route on its normal timetable (the fare calendar does). */
export function searchTrip(places: AirportMap, q: TripQuery, ctx: OfferContext, wide?: boolean): FlightOffer[] {
  return collect(
    tripItineraries(places, q, wide).map((it) => [it]),
    ctx,
  );
}

const RETURNS_PER_ONWARD = 4;

function* pairs(onward: readonly Itinerary[], back: readonly Itinerary[]): Generator<readonly Itinerary[]> {
  for (const out of onward) {
    const carrier = out[0]!.carrier.code;
    const arrival = out[out.length - 1]!.arrivesAt;
    const sameCarrier = back.filter((b) => b[0]!.carrier.code === carrier && b[0]!.departsAt > arrival + 120);
    const step = Math.max(1, Math.floor(sameCarrier.length / RETURNS_PER_ONWARD));
    for (let i = 0; i < sameCarrier.length && i / step < RETURNS_PER_ONWARD; i += step) yield [out, sameCarrier[i]!];
  }
}

export function searchCombinedRoundTrip(
  places: AirportMap,
  onward: TripQuery,
  back: TripQuery,
  ctx: OfferContext,
): FlightOffer[] {
  return collect(pairs(tripItineraries(places, onward), tripItineraries(places, back)), ctx);
}
