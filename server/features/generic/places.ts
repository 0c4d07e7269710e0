import { and, asc, between, eq } from 'drizzle-orm';
import { type GeoPoint, nearest, roundKm } from '../../../src/domain/geo';
import type { HandlerContext } from '../../dispatch/types';
import { airports, geoStates, hotelCities } from '../../store/schema-generic';

/*
 * Reads of TG-GENERIC's reference tables. The nearest hotel city scans its (small) table in memory;
 * the nearest airport (thousands of rows) first reads a latitude band, widening it until it has
 * candidates (see nearestAirportRows).
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

/** The shortest distance one degree of latitude spans (km), so a band never claims more than it holds. */
const KM_PER_DEGREE_LAT = 110.5;

/** Latitude bands tried in turn, degrees either side (1° ≈ 111 km); the last reaches the poles. */
const AIRPORT_BANDS = [3, 10, 30, 180];

/**
 * The scheduled-service airports that can hold the nearest one. A band of ±d° latitude holds every
 * airport within d × 111 km; once it holds one of the wanted country (or any, without a country),
 * the nearest lies within the band only when its distance is at most that radius, so a band whose
 * best candidate is farther is widened before answering.
 */
async function nearestAirportFound(ctx: HandlerContext, from: GeoPoint, countryCode: string) {
  for (const band of AIRPORT_BANDS) {
    const rows = await ctx.tx
      .select()
      .from(airports)
      .where(and(eq(airports.scheduled, true), between(airports.lat, from.lat - band, from.lat + band)))
      .orderBy(asc(airports.code));
    const found = nearestPreferring(from, rows, countryCode);
    const ofCountry = !countryCode || rows.some((r) => r.countryCode === countryCode);
    if (found && ofCountry && found.km <= band * KM_PER_DEGREE_LAT) return found;
    if (band === AIRPORT_BANDS.at(-1)) return found;
  }
  return null;
}

export async function nearestAirport(ctx: HandlerContext, from: GeoPoint, countryCode: string) {
  const found = await nearestAirportFound(ctx, from, countryCode);
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
