import { seedAirports } from './data/airports-seed';
import { CITIES, COUNTRY_NAMES } from './data/cities';
import { STATES } from './data/states';
import type { Db, Tx } from './db';
import { geoStates, hotelCities } from './schema-generic';

const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/** A stable, readable HotelCity baseid: 'in-navi-mumbai'. */
export function cityBaseId(countryCode: string, city: string): string {
  const slug = city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${countryCode.toLowerCase()}-${slug}`;
}

/**
 * The reference data TG-GENERIC answers from (states, hotel cities, airports). Not per company, so
 * it is safe to run on any database: existing states and cities are left as they are, missing ones
 * are added; the airports follow their dataset version (server/store/data/airports-seed.ts).
 */
export async function seedGeneric(db: Db | Tx): Promise<void> {
  await db
    .insert(geoStates)
    .values(STATES.map((s, i) => ({ countryCode: s.countryCode, code: s.code, name: s.name, kind: s.kind, gstCode: s.gst, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(hotelCities)
    .values(
      CITIES.map(([city, countryCode, lat, lon]) => ({
        baseId: cityBaseId(countryCode, city),
        placeType: 'city',
        placeName: `${city}, ${countryName(countryCode)}`,
        city,
        country: countryName(countryCode),
        countryCode,
        lat,
        lon,
      })),
    )
    .onConflictDoNothing();
  await seedAirports(db);
}
