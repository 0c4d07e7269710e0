import { type AirportRow, airportDataset } from '../../store/data/airports-dataset';
import { CITIES, COUNTRY_NAMES } from '../../store/data/cities';
import { cityBaseId } from '../../store/seed-generic';
import { distanceKm } from '../../../src/domain/geo';

/*
 * The cities the sandbox sells hotels in (docs/sandbox-hotels.md "Cities and places"): every hotel
 * city of server/store/data/cities.ts (the rows getnearesthotelcity answers from, same baseids),
 * plus every city of a large airport with scheduled service in the airports data (the rows the
 * `airports` table holds) that lies farther than AIRPORT_CITY_KM from them. A city's tier decides
 * how many hotels it has and what they cost.
 */

export type CityTier = 'wide' | 'metro' | 'business' | 'world' | 'large' | 'small';

export interface SoldCity {
  baseid: string;
  city: string;
  country: string;
  countrycode: string;
  lat: number;
  lon: number;
  tier: CityTier;
}

/** The wide city: the catalogue's benchmark, with WIDE_CITY_HOTELS hotels. */
export const WIDE_CITY = 'in-bengaluru';
const METROS = new Set([
  'in-mumbai',
  'in-delhi',
  'in-hyderabad',
  'in-chennai',
  'in-kolkata',
  'in-pune',
  'in-gurugram',
  'in-noida',
]);
/** International business cities with hand-made places (places-data.ts). */
const BUSINESS = new Set(['sg-singapore', 'ae-dubai', 'gb-london']);

/** An airport within this distance of a listed city belongs to it; a large one farther away makes its own city. */
export const AIRPORT_CITY_KM = 60;

function tierOf(baseid: string, countrycode: string): CityTier {
  if (baseid === WIDE_CITY) return 'wide';
  if (METROS.has(baseid)) return 'metro';
  if (BUSINESS.has(baseid)) return 'business';
  return countrycode === 'IN' ? 'large' : 'world';
}

/** One degree of latitude spans at least 110 km: a cheap test before the great circle. */
export const isWithinCityReach = (city: SoldCity, at: { lat: number; lon: number }) =>
  Math.abs(city.lat - at.lat) * 110 <= AIRPORT_CITY_KM && distanceKm(city, at) <= AIRPORT_CITY_KM;

const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/** The dataset's municipality without the airport's own words: 'Aizawl (Lengpui)' → 'Aizawl'. */
const cleanCityName = (name: string) =>
  name
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\s+(International\s+)?Airport$|\s+International$/i, '')
    .trim();

/** A large airport with scheduled service (rank 5, server/store/data/airports-dataset.ts). */
const isLargeScheduled = (a: AirportRow) => a.scheduled && a.rank >= 5;
/** An airport a traveller would fly into: scheduled service at a medium or large airport. */
export const isServedAirport = (a: AirportRow) => a.scheduled && a.rank >= 3;

function buildCities(): SoldCity[] {
  const listed: SoldCity[] = CITIES.map(([city, countrycode, lat, lon]) => {
    const baseid = cityBaseId(countrycode, city);
    return {
      baseid,
      city,
      country: countryName(countrycode),
      countrycode,
      lat,
      lon,
      tier: tierOf(baseid, countrycode),
    };
  });
  const all = [...listed];
  const seen = new Set(listed.map((c) => c.baseid));
  for (const airport of airportDataset()) {
    if (!isLargeScheduled(airport)) continue;
    if (all.some((c) => isWithinCityReach(c, airport))) continue;
    const city = cleanCityName(airport.city);
    const baseid = cityBaseId(airport.countryCode, city);
    if (!city || seen.has(baseid)) continue;
    seen.add(baseid);
    all.push({
      baseid,
      city,
      country: airport.country,
      countrycode: airport.countryCode,
      lat: airport.lat,
      lon: airport.lon,
      tier: 'small',
    });
  }
  return all;
}

let cached: { list: readonly SoldCity[]; byId: ReadonlyMap<string, SoldCity> } | undefined;

function cities() {
  if (!cached) {
    const list = buildCities();
    cached = { list, byId: new Map(list.map((c) => [c.baseid, c])) };
  }
  return cached;
}

/** Every city hotels are sold in: the listed ones first, in their order, then those of the airports data by airport code. */
export const soldCities = (): readonly SoldCity[] => cities().list;

/** The city of a baseid ('in-bengaluru'), or null when hotels are not sold there. */
export const soldCity = (baseid: string): SoldCity | null => cities().byId.get(baseid) ?? null;

/** Standard-time UTC offsets of the countries listed (no daylight saving, as the sandbox airline). */
const UTC_OFFSETS: Readonly<Record<string, number>> = {
  IN: 330,
  NP: 345,
  LK: 330,
  BD: 360,
  AE: 240,
  QA: 180,
  SA: 180,
  TR: 180,
  KE: 180,
  SG: 480,
  MY: 480,
  TH: 420,
  HK: 480,
  CN: 480,
  ID: 420,
  JP: 540,
  KR: 540,
  AU: 600,
  GB: 0,
  FR: 60,
  DE: 60,
  NL: 60,
  CH: 60,
  ZA: 120,
};

/** The city's UTC offset in minutes; other countries by longitude, 15° an hour. */
export const utcOffsetMinutes = (city: SoldCity): number =>
  UTC_OFFSETS[city.countrycode] ?? Math.round(city.lon / 15) * 60;
