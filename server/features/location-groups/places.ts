import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type LocationMap,
  getAllLocationForGroupId,
  getAllLocationMaster,
  mapLocationToGroup,
  removeMappedLocation,
} from '../../../src/contract/location-groups/operations';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { locationGroupPlaces } from '../../store/schema';
import { findLocations, searchLocationMaster } from './master';
import { ENTITY_MAP, OK, ownGroup } from './own-group';

/* The places of a group and the master they come from (docs/features/location-groups.md "Calls"). */

type PlaceRow = typeof locationGroupPlaces.$inferSelect;
const wire = (p: PlaceRow): LocationMap => ({
  recordid: p.id,
  groupid: p.groupId,
  locationid: p.locationId,
  locationtype: p.locationType,
  name: p.name,
  countrycode: p.countryCode,
});

export const getAllLocationMasterHandler = defineHandler(getAllLocationMaster)(async (ctx, { searchtext, locationtype, limit }) => ({
  ResponseStatus: OK,
  LocationMaster: await searchLocationMaster(ctx.tx, searchtext, locationtype, limit),
}));

/** Every id must be a place of the master (400 naming the first unknown one); one already in the group is skipped. */
export const mapLocationToGroupHandler = defineHandler(mapLocationToGroup)(async (ctx, { jsondata }) => {
  const group = await ownGroup(ctx, 'jsondata.groupid', jsondata.groupid);
  const known = await findLocations(ctx.tx, jsondata.locationids);
  const unknown = jsondata.locationids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`jsondata.locationids: ${unknown} is not a country or city we know (a country is its code, like IN; a city is like IN:Mumbai)`);
  const added = await ctx.tx
    .insert(locationGroupPlaces)
    .values(
      jsondata.locationids.map((id) => {
        const place = known.get(id)!;
        return {
          id: `LM${randomUUID()}`,
          corporateId: ctx.session.corporateid,
          groupId: group.id,
          locationId: place.locationid,
          locationType: place.locationtype,
          countryCode: place.countrycode,
          name: place.name,
          createdAt: ctx.now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning();
  for (const row of added) await recordAdminChange(ctx, { entity: ENTITY_MAP, entityId: row.id, action: 'create', after: wire(row) });
  return { ResponseStatus: OK, recordids: added.map((r) => r.id) };
});

export const removeMappedLocationHandler = defineHandler(removeMappedLocation)(async (ctx, { recordid }) => {
  const [row] = await ctx.tx
    .delete(locationGroupPlaces)
    .where(and(eq(locationGroupPlaces.id, recordid), eq(locationGroupPlaces.corporateId, ctx.session.corporateid)))
    .returning();
  if (!row) throw forbidden('recordid: mapped location not found');
  await recordAdminChange(ctx, { entity: ENTITY_MAP, entityId: recordid, action: 'delete', before: wire(row) });
  return { ResponseStatus: OK };
});

export const getAllLocationForGroupIdHandler = defineHandler(getAllLocationForGroupId)(async (ctx, { groupid }) => {
  const group = await ownGroup(ctx, 'groupid', groupid);
  const rows = await ctx.tx
    .select()
    .from(locationGroupPlaces)
    .where(eq(locationGroupPlaces.groupId, group.id))
    // 'country' sorts after 'city': descending puts the countries first.
    .orderBy(desc(locationGroupPlaces.locationType), asc(locationGroupPlaces.name), asc(locationGroupPlaces.locationId));
  return { ResponseStatus: OK, LocationMap: rows.map(wire) };
});
