import type { HotelCity } from '../../../src/contract/generic/operations';
import { type GeoPoint, isValidLatitude, isValidLongitude, nearest, roundKm } from '../../../src/domain/geo';
import { airportDataset } from '../../store/data/airports-dataset';
import { type SoldCity, isServedAirport, isWithinCityReach, soldCities } from './cities';
import { POPULAR_PLACES, type PlaceKind } from './places-data';
import type { HotelierRefusal } from './refusal';

/*
 * The places of each city hotels are searched by (HotelCity, docs/sandbox-hotels.md "Cities and
 * places"): the city itself, its airports (served airports of the airports data within reach of the
 * city, each given to its nearest city) and its popular places (places-data.ts). Baseids: the
 * city's ('in-bengaluru'), '<city>.<place slug>' for a place, '<city>.airport-<code>' for an airport.
 */

export type HotelPlaceKind = 'city' | 'airport' | PlaceKind;

export interface HotelPlace extends HotelCity {
  kind: HotelPlaceKind;
  /** The baseid of the city the place belongs to (its own for a city). */
  cityid: string;
  countrycode: string;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cityPlace = (c: SoldCity): HotelPlace => ({
  placetype: 'city',
  baseid: c.baseid,
  placename: `${c.city}, ${c.country}`,
  country: c.country,
  city: c.city,
  lat: c.lat,
  lon: c.lon,
  kind: 'city',
  cityid: c.baseid,
  countrycode: c.countrycode,
});

function buildPlaces(): Map<string, HotelPlace[]> {
  const cities = soldCities();
  const byCity = new Map(cities.map((c) => [c.baseid, [cityPlace(c)]]));
  const add = (c: SoldCity, name: string, baseid: string, kind: HotelPlaceKind, at: GeoPoint) =>
    byCity.get(c.baseid)!.push({
      placetype: kind === 'airport' ? 'airport' : 'landmark',
      baseid,
      placename: `${name}, ${c.city}, ${c.country}`,
      country: c.country,
      city: c.city,
      lat: at.lat,
      lon: at.lon,
      kind,
      cityid: c.baseid,
      countrycode: c.countrycode,
    });
  for (const airport of airportDataset()) {
    if (!isServedAirport(airport)) continue;
    const reachable = cities.filter((c) => c.countrycode === airport.countryCode && isWithinCityReach(c, airport));
    // The city the airports data names wins (DEL is Delhi's, though Gurugram is as near); else the nearest.
    const named = reachable.find((c) => c.city === airport.city);
    const found = named ? { item: named } : nearest(airport, reachable);
    if (found)
      add(
        found.item,
        `${airport.name} (${airport.code})`,
        `${found.item.baseid}.airport-${airport.code.toLowerCase()}`,
        'airport',
        airport,
      );
  }
  for (const [cityName, countrycode, name, kind, lat, lon] of POPULAR_PLACES) {
    const city = cities.find((c) => c.city === cityName && c.countrycode === countrycode);
    if (!city) throw new Error(`places-data.ts: ${cityName} is not a city hotels are sold in`);
    add(city, name, `${city.baseid}.${slug(name)}`, kind, { lat, lon });
  }
  return byCity;
}

let cached: { byCity: ReadonlyMap<string, readonly HotelPlace[]>; byId: ReadonlyMap<string, HotelPlace> } | undefined;

function places() {
  if (!cached) {
    const byCity = buildPlaces();
    cached = { byCity, byId: new Map([...byCity.values()].flat().map((p) => [p.baseid, p])) };
  }
  return cached;
}

/** A city's places: the city first, then its airports, then its popular places; [] for an unknown city. */
export const placesOf = (cityid: string): readonly HotelPlace[] => places().byCity.get(cityid) ?? [];

/** The place (city, airport or popular place) of a baseid, or null. */
export const placeById = (baseid: string): HotelPlace | null => places().byId.get(baseid) ?? null;

/** The wire's HotelCity of a place. */
export const toHotelCity = ({ placetype, baseid, placename, country, city, lat, lon }: HotelPlace): HotelCity => ({
  placetype,
  baseid,
  placename,
  country,
  city,
  lat,
  lon,
});

export interface NearestHotelCity {
  hotelcity: HotelCity;
  /** Great-circle km from the point asked, to 0.1 km. */
  distancekm: number;
}

/**
 * getnearesthotelcity: the city hotels are sold in nearest to a point; with a country code, the
 * nearest of that country when it has any (a traveller near a border gets a city of the country
 * asked for), else the nearest anywhere.
 */
export function nearestHotelCity(lat: number, lon: number, countrycode = ''): NearestHotelCity | HotelierRefusal {
  if (!isValidLatitude(lat)) return { problem: 'lat: must be a number from -90 to 90' };
  if (!isValidLongitude(lon)) return { problem: 'lon: must be a number from -180 to 180' };
  const code = countrycode.trim().toUpperCase();
  const all = soldCities();
  const ofCountry = code ? all.filter((c) => c.countrycode === code) : [];
  // soldCities() is never empty: the listed cities alone are over a hundred.
  const found = nearest({ lat, lon }, ofCountry.length > 0 ? ofCountry : all)!;
  return { hotelcity: toHotelCity(cityPlace(found.item)), distancekm: roundKm(found.km) };
}
