import type { AirportMap, SandboxAirport } from './airports';
import { CARRIERS } from './carriers';
import { distanceKm, localDateTime } from './geo';
import { type Leg, allLegsOn, legsOn } from './legs';

/*
 * Itineraries of one trip (origin → destination on a day): every direct leg, and one-stop
 * connections on one carrier via one of its hubs when the detour is sensible (at most 1.4 × the
 * direct distance + 300 km). A connection waits 60 min to 6 hours (domestic) or 90 min to 8 hours
 * (international); each first leg keeps its two earliest onward legs. A wide route keeps every
 * connection up to 20 hours, which is how its searches reach thousands of offers.
 */

export type Itinerary = readonly Leg[];

const MAX_DETOUR = 1.4;

function sensibleHub(from: SandboxAirport, hub: SandboxAirport, to: SandboxAirport): boolean {
  const direct = distanceKm(from, to);
  return distanceKm(from, hub) + distanceKm(hub, to) <= direct * MAX_DETOUR + 300;
}

const nextDay = (day: string) => localDateTime(day, 24 * 60).slice(0, 10);

function connections(first: Leg, onward: readonly Leg[], domestic: boolean, wide: boolean): Itinerary[] {
  const minWait = domestic ? 60 : 90;
  const maxWait = wide ? 20 * 60 : domestic ? 6 * 60 : 8 * 60;
  const fitting = onward.filter(
    (l) => l.departsAt - first.arrivesAt >= minWait && l.departsAt - first.arrivesAt <= maxWait,
  );
  return (wide ? fitting : fitting.slice(0, 2)).map((second) => [first, second]);
}

export function itinerariesOn(
  places: AirportMap,
  from: SandboxAirport,
  to: SandboxAirport,
  day: string,
  wide = false,
): Itinerary[] {
  const direct: Itinerary[] = allLegsOn(from, to, day, wide).map((leg) => [leg]);
  const domestic = from.countrycode === 'IN' && to.countrycode === 'IN';
  const oneStop: Itinerary[] = [];
  for (const carrier of CARRIERS) {
    for (const hubCode of carrier.hubs) {
      const hub = places.get(hubCode);
      if (!hub || hub.code === from.code || hub.code === to.code || !sensibleHub(from, hub, to)) continue;
      const firsts = legsOn(carrier, from, hub, day, wide);
      if (firsts.length === 0) continue;
      const onward = [...legsOn(carrier, hub, to, day, wide), ...legsOn(carrier, hub, to, nextDay(day), wide)];
      for (const first of firsts) oneStop.push(...connections(first, onward, domestic, wide));
    }
  }
  return [...direct, ...oneStop].sort(
    (a, b) =>
      a[0]!.departsAt - b[0]!.departsAt || a.length - b.length || a[0]!.carrier.code.localeCompare(b[0]!.carrier.code),
  );
}
