import { asc, eq } from 'drizzle-orm';
import type { LocationGroupMembers } from '../../src/domain/location-groups';
import type { Executor } from './db';
import { locationGroupPlaces, locationGroups } from './schema-location-groups';

/*
 * The company's location groups with their places, for whoever judges places against them (trip
 * types, travel policy rules; docs/features/location-groups.md). Two queries, whatever the count.
 */

/** Every group of the company (by name), with its mapped countries and city ids; a group without places has empty lists. */
export async function loadLocationGroupMembers(tx: Executor, corporateid: string): Promise<LocationGroupMembers[]> {
  const groups = await tx
    .select({ id: locationGroups.id, name: locationGroups.name })
    .from(locationGroups)
    .where(eq(locationGroups.corporateId, corporateid))
    .orderBy(asc(locationGroups.name), asc(locationGroups.id));
  if (groups.length === 0) return [];
  const places = await tx
    .select({ groupId: locationGroupPlaces.groupId, locationId: locationGroupPlaces.locationId, locationType: locationGroupPlaces.locationType })
    .from(locationGroupPlaces)
    .where(eq(locationGroupPlaces.corporateId, corporateid))
    .orderBy(asc(locationGroupPlaces.locationId));
  const members = new Map(groups.map((g) => [g.id, { groupid: g.id, groupname: g.name, countries: [] as string[], cities: [] as string[] }]));
  for (const p of places) members.get(p.groupId)?.[p.locationType === 'country' ? 'countries' : 'cities'].push(p.locationId);
  return [...members.values()];
}
