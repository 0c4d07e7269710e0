import { and, eq, inArray, sql } from 'drizzle-orm';
import { cityLocationId } from '../../src/domain/location-groups';
import type { Tx } from './db';
import { airports, locationGroupPlaces, locationGroups } from './schema';

/*
 * Acme's demo location groups (docs/features/location-groups.md "Demo data"): its metro cities and
 * the Schengen area. The places come from the airports table (seeded before this), as the location
 * master does, so each is a place the admin screen would offer. Liechtenstein is in the Schengen
 * area but has no scheduled airport, so the master, and this group, has no place for it.
 */

const ACME = '1001';
const METRO_CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad'];
const SCHENGEN = ['AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

export async function seedLocationGroups(tx: Tx, now: Date): Promise<void> {
  const metros = { id: 'LG1001METRO', corporateId: ACME, name: 'Metro cities', description: 'The six metros: lodging and per-diem rates are higher here', createdAt: now };
  const schengen = { id: 'LG1001SCHENGEN', corporateId: ACME, name: 'Schengen', description: 'Countries one Schengen visa covers', createdAt: now };
  await tx.insert(locationGroups).values([metros, schengen]);

  const scheduled = eq(airports.scheduled, true);
  const cities = await tx
    .selectDistinct({ city: airports.city })
    .from(airports)
    .where(and(scheduled, eq(airports.countryCode, 'IN'), inArray(airports.city, METRO_CITIES)));
  const countries = await tx
    .select({ code: airports.countryCode, name: sql<string>`min(${airports.country})` })
    .from(airports)
    .where(and(scheduled, inArray(airports.countryCode, SCHENGEN)))
    .groupBy(airports.countryCode);
  const place = (groupId: string, locationId: string, rest: { locationType: 'country' | 'city'; countryCode: string; name: string }) => ({
    id: `LM-${groupId}-${locationId}`,
    corporateId: ACME,
    groupId,
    locationId,
    createdAt: now,
    ...rest,
  });
  const places = [
    ...cities.map((c) => place(metros.id, cityLocationId('IN', c.city), { locationType: 'city', countryCode: 'IN', name: c.city })),
    ...countries.map((c) => place(schengen.id, c.code, { locationType: 'country', countryCode: c.code, name: c.name })),
  ];
  if (places.length > 0) await tx.insert(locationGroupPlaces).values(places);
}
