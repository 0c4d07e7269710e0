import { type Carrier, CARRIERS } from './carriers';
import type { SandboxAirport } from './airports';
import { blockMinutes, distanceKm, hash32, localDateTime, unit, utcOffsetMinutes } from './geo';

/*
 * Direct flights (legs) of the sandbox schedule: which carriers fly between two airports, how often,
 * and at what times. The same legs fly every day, like a timetable; departures spread between
 * 05:00 and 23:00 local. A "wide" route (docs/sandbox-airline.md) flies six times as often.
 */

export interface Leg {
  carrier: Carrier;
  flightnumber: string;
  from: SandboxAirport;
  to: SandboxAirport;
  /** Local wall clock 'YYYY-MM-DDTHH:mm'. */
  departure: string;
  arrival: string;
  /** Minutes since the epoch (UTC) of departure and arrival, to compare legs across time zones. */
  departsAt: number;
  arrivesAt: number;
  duration: number;
  km: number;
}

const isIndian = (a: SandboxAirport) => a.countrycode === 'IN';
const big = (a: SandboxAirport) => a.size === 'metro' || a.size === 'large';

/** Departures per day of carrier on from→to (0: it does not fly it). */
export function frequency(carrier: Carrier, from: SandboxAirport, to: SandboxAirport, km: number): number {
  if (km < 200 || from.size === 'none' || to.size === 'none') return 0;
  const draw = unit(`${carrier.code}:${from.code}:${to.code}`);
  const hubEnd = carrier.hubs.includes(from.code) || carrier.hubs.includes(to.code);
  if (isIndian(from) && isIndian(to)) {
    if (!carrier.domestic) return 0;
    if (from.size === 'metro' && to.size === 'metro') return carrier.trunkFrequency;
    if (from.size === 'metro' || to.size === 'metro') {
      if (big(from) && big(to)) return Math.ceil(carrier.trunkFrequency / 2);
      if (hubEnd) return draw < 0.5 ? 2 : 1;
      return draw < 0.3 ? 1 : 0;
    }
    return big(from) && big(to) && draw < 0.5 ? 1 : 0;
  }
  if (!carrier.international || !big(from) || !big(to)) return 0;
  if (carrier.domestic) {
    // Indian carriers fly India to the big foreign airports within their aircraft's reach.
    const reach = carrier.lowCost ? 4500 : 9000;
    if (!(isIndian(from) || isIndian(to)) || km > reach) return 0;
    if (hubEnd) return Math.ceil(carrier.trunkFrequency / 4);
    return draw < 0.6 ? 1 : 0;
  }
  if (hubEnd)
    return from.size === 'metro' || to.size === 'metro'
      ? carrier.trunkFrequency
      : Math.ceil(carrier.trunkFrequency / 2);
  return 0;
}

function departureMinutes(
  carrier: Carrier,
  from: SandboxAirport,
  to: SandboxAirport,
  i: number,
  count: number,
): number {
  const spread = (i + 0.15 + 0.7 * unit(`dep:${carrier.code}:${from.code}:${to.code}:${i}`)) / count;
  return 300 + Math.round((spread * 1080) / 5) * 5;
}

function flightNumber(carrier: Carrier, from: SandboxAirport, to: SandboxAirport, i: number): string {
  return String(carrier.numberBase + (hash32(`${carrier.code}${from.code}${to.code}`) % 97) * 3 + i);
}

/** The legs of carrier from→to departing on local day `day`, earliest first. */
export function legsOn(carrier: Carrier, from: SandboxAirport, to: SandboxAirport, day: string, wide = false): Leg[] {
  const km = distanceKm(from, to);
  const base = frequency(carrier, from, to, km);
  const count = wide ? base * 6 : base;
  const fromOffset = utcOffsetMinutes(from);
  const toOffset = utcOffsetMinutes(to);
  const dayStart = Date.parse(`${day}T00:00:00Z`) / 60_000;
  const legs: Leg[] = [];
  for (let i = 0; i < count; i++) {
    const dep = departureMinutes(carrier, from, to, i, count);
    const duration = blockMinutes(km, unit(`blk:${carrier.code}:${from.code}:${to.code}:${i}`) * 2 - 1);
    const departsAt = dayStart + dep - fromOffset;
    legs.push({
      carrier,
      flightnumber: flightNumber(carrier, from, to, i),
      from,
      to,
      departure: localDateTime(day, dep),
      arrival: localDateTime(day, dep + duration + toOffset - fromOffset),
      departsAt,
      arrivesAt: departsAt + duration,
      duration,
      km,
    });
  }
  return legs;
}

/** Every carrier's legs from→to on day. */
export function allLegsOn(from: SandboxAirport, to: SandboxAirport, day: string, wide = false): Leg[] {
  return CARRIERS.flatMap((c) => legsOn(c, from, to, day, wide));
}
