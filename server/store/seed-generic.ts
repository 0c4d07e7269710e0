import { AIRPORTS } from './data/airports';
import { CITIES, COUNTRY_NAMES } from './data/cities';
import { STATES } from './data/states';
import type { Db, Tx } from './db';
import { airports, geoStates, hotelCities } from './schema-generic';

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
 * The reference data TG-GENERIC answers from (states, hotel cities, interim airports). Not per
 * company, so it is safe to run on any database: existing rows are left as they are (issue 6 may
 * have replaced the airports), missing ones are added.
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
  await db
    .insert(airports)
    .values(
      AIRPORTS.map(([code, name, city, countryCode, lat, lon]) => ({ code, name, city, country: countryName(countryCode), countryCode, lat, lon })),
    )
    .onConflictDoNothing();
}
