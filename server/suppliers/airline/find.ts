import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { Executor } from '../../store/db';
import { type AirportMap, loadAirports } from './airports';
import { carrierByCode } from './carriers';
import type { Itinerary } from './itineraries';
import { type DecodedKey, decodeKey } from './keys';
import { type Leg, legsOn } from './legs';
import { type OfferContext, buildOffer } from './offers';
import { isWideRoute, priceChangeAtBooking } from './scenarios';

/*
 * A flight again from its key: each segment must be a leg the schedule really flies (carrier,
 * number, airports, departure), else the key is refused. Used by GETFARERULES and, next, by
 * booking's re-price (`findOffer` with `atBooking` applies the price-change scenario route).
 */

function findLeg(places: AirportMap, seg: DecodedKey['segments'][number], wide: boolean): Leg | null {
  const carrier = carrierByCode(seg.carrier);
  const from = places.get(seg.origin);
  const to = places.get(seg.destination);
  if (!carrier || !from || !to) return null;
  const day = seg.departure.slice(0, 10);
  const match = (l: Leg) => l.flightnumber === seg.flightnumber && l.departure === seg.departure;
  return (
    legsOn(carrier, from, to, day).find(match) ??
    (wide ? legsOn(carrier, from, to, day, true).find(match) : undefined) ??
    null
  );
}

/** The key's trips (one, or onward and return), or null when any segment is not flown. */
export function findTrips(places: AirportMap, key: DecodedKey): Itinerary[] | null {
  const trips: Leg[][] = [];
  for (const tripnumber of [1, 2] as const) {
    const segs = key.segments.filter((s) => s.tripnumber === tripnumber);
    if (segs.length === 0) continue;
    const wide = isWideRoute(segs[0]!.origin, segs[segs.length - 1]!.destination);
    const legs = segs.map((s) => findLeg(places, s, wide));
    if (legs.some((l) => l === null)) return null;
    trips.push(legs as Leg[]);
  }
  return trips.length > 0 && trips[0]!.length > 0 ? trips : null;
}

export interface FoundFlight {
  key: DecodedKey;
  trips: Itinerary[];
  places: AirportMap;
}

/** The flight of a flight or fare key, or null for a key the sandbox does not fly. */
export async function findFlight(tx: Executor, flightkey: string): Promise<FoundFlight | null> {
  const key = decodeKey(flightkey);
  if (!key) return null;
  const places = await loadAirports(
    tx,
    key.segments.flatMap((s) => [s.origin, s.destination]),
  );
  const trips = findTrips(places, key);
  return trips ? { key, trips, places } : null;
}

/** The offer of a key priced for ctx; `atBooking` adds the price-change scenario's rise. */
export async function findOffer(
  tx: Executor,
  flightkey: string,
  ctx: Omit<OfferContext, 'cabin'>,
  atBooking = false,
): Promise<FlightOffer | null> {
  const found = await findFlight(tx, flightkey);
  if (!found) return null;
  const first = found.trips[0]!;
  const rise = atBooking ? priceChangeAtBooking(first[0]!.from.code, first[first.length - 1]!.to.code) : 0n;
  return buildOffer(found.trips, { ...ctx, cabin: found.key.cabin }, rise);
}
