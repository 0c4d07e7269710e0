import { CABINS, type Cabin, FARE_FAMILIES, type FareFamily } from '../../../src/domain/flight-offer';

/*
 * Flight and fare keys carry what the sandbox needs to find a flight again (GETFARERULES, and
 * booking next): the cabin and each segment (trip number, carrier, flight number, airports, local
 * departure). 'SBX1~economy~1.AI.401.BLR.DEL.2025-03-02T06:00[~…]'; a farekey adds '~<farelabel>'.
 */

export interface KeySegment {
  tripnumber: 1 | 2;
  carrier: string;
  flightnumber: string;
  origin: string;
  destination: string;
  departure: string;
}

export interface DecodedKey {
  cabin: Cabin;
  segments: KeySegment[];
  family: FareFamily | null;
}

const PREFIX = 'SBX1';

export function flightKey(cabin: Cabin, segments: readonly KeySegment[]): string {
  const parts = segments.map((s) =>
    [s.tripnumber, s.carrier, s.flightnumber, s.origin, s.destination, s.departure].join('.'),
  );
  return [PREFIX, cabin, ...parts].join('~');
}

export const fareKey = (flightkey: string, family: FareFamily) => `${flightkey}~${family}`;

const SEGMENT = /^([12])\.([A-Z0-9]{2})\.(\d{1,4})\.([A-Z]{3})\.([A-Z]{3})\.(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/;

/** The key's parts, or null when it is not a sandbox flight or fare key. */
export function decodeKey(key: string): DecodedKey | null {
  const parts = key.trim().split('~');
  if (parts[0] !== PREFIX || parts.length < 3) return null;
  const cabin = CABINS.find((c) => c === parts[1]);
  if (!cabin) return null;
  const last = parts[parts.length - 1]!;
  const family = FARE_FAMILIES.find((f) => f === last) ?? null;
  const segmentParts = parts.slice(2, family ? -1 : undefined);
  const segments: KeySegment[] = [];
  for (const part of segmentParts) {
    const m = SEGMENT.exec(part);
    if (!m) return null;
    segments.push({
      tripnumber: m[1] === '2' ? 2 : 1,
      carrier: m[2]!,
      flightnumber: m[3]!,
      origin: m[4]!,
      destination: m[5]!,
      departure: m[6]!,
    });
  }
  return segments.length > 0 ? { cabin, segments, family } : null;
}
