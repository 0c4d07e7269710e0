import { asc, eq } from 'drizzle-orm';
import { type GeoPoint, nearest, roundKm } from '../../src/domain/geo';
import type { HandlerContext } from '../dispatch/types';
import { airports, geoStates, hotelCities } from '../store/schema-generic';

/*
 * Reads of TG-GENERIC's reference tables. The nearest lookups scan the (small) table in memory:
 * ~100 rows today. When issue 6 loads the full airport dataset, prefilter by a lat/lon box first.
 */

/**
 * The nearest of `rows`; with a country code, the nearest of that country's rows when it has any
 * (a traveller near a border still gets a place of the country asked for), else the nearest overall.
 */
export function nearestPreferring<T extends GeoPoint & { countryCode: string }>(
  from: GeoPoint,
  rows: readonly T[],
  countryCode: string,
): { item: T; km: number } | null {
  const ofCountry = countryCode ? rows.filter((r) => r.countryCode === countryCode) : [];
  return nearest(from, ofCountry.length > 0 ? ofCountry : rows);
}

export async function nearestAirport(ctx: HandlerContext, from: GeoPoint, countryCode: string) {
  const rows = await ctx.tx.select().from(airports).orderBy(asc(airports.code));
  const found = nearestPreferring(from, rows, countryCode);
  if (!found) return { airport: null, distancekm: null };
  const a = found.item;
  return {
    airport: { airportname: a.name, airportlocation: `${a.city}, ${a.country}`, airportcode: a.code, latitude: a.lat, longitude: a.lon },
    distancekm: roundKm(found.km),
  };
}

export async function nearestHotelCity(ctx: HandlerContext, from: GeoPoint, countryCode: string) {
  const rows = await ctx.tx.select().from(hotelCities).orderBy(asc(hotelCities.baseId));
  const found = nearestPreferring(from, rows, countryCode);
  if (!found) return { hotelcity: null, distancekm: null };
  const c = found.item;
  return {
    hotelcity: { placetype: c.placeType, baseid: c.baseId, placename: c.placeName, country: c.country, city: c.city, lat: c.lat, lon: c.lon },
    distancekm: roundKm(found.km),
  };
}

/** A country's divisions in the seeded order (states, then union territories for India); unknown → []. */
export async function statesOf(ctx: HandlerContext, countryCode: string) {
  return ctx.tx
    .select({
      statecode: geoStates.code,
      statename: geoStates.name,
      statetype: geoStates.kind,
      countrycode: geoStates.countryCode,
      gststatecode: geoStates.gstCode,
    })
    .from(geoStates)
    .where(eq(geoStates.countryCode, countryCode))
    .orderBy(asc(geoStates.sortOrder), asc(geoStates.code));
}
