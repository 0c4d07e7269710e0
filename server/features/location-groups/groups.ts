import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  type LocationGroup,
  addLocationGroup,
  deleteLocationGroup,
  editLocationGroup,
  getAllLocationGroup,
} from '../../../src/contract/location-groups/operations';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { locationGroupPlaces, locationGroups, tripTypes } from '../../store/schema';
import { ENTITY_GROUP, OK, ownGroup } from './own-group';
import { policiesNamingGroup } from '../../policy/group-usage';

/* The groups themselves (docs/features/location-groups.md "Calls"): list, add, rename, delete. */

type GroupRow = typeof locationGroups.$inferSelect;
const wire = (g: GroupRow) => ({ groupid: g.id, groupname: g.name, description: g.description });

const duplicate = (name: string) => badRequest(`jsondata.groupname: your company already has a location group named ${name}`);

/** Names are unique within a company whatever their case (the table's unique index says the same). */
async function nameTaken(ctx: HandlerContext, name: string, exceptId = ''): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.corporateId, ctx.session.corporateid), sql`lower(${locationGroups.name}) = lower(${name})`, ne(locationGroups.id, exceptId)))
    .limit(1);
  return other !== undefined;
}

export const getAllLocationGroupHandler = defineHandler(getAllLocationGroup)(async (ctx) => {
  const rows = await ctx.tx
    .select({ group: locationGroups, locationcount: count(locationGroupPlaces.id) })
    .from(locationGroups)
    .leftJoin(locationGroupPlaces, eq(locationGroupPlaces.groupId, locationGroups.id))
    .where(eq(locationGroups.corporateId, ctx.session.corporateid))
    .groupBy(locationGroups.id)
    .orderBy(asc(locationGroups.name), asc(locationGroups.id));
  const LocationGroup: LocationGroup[] = rows.map((r) => ({ ...wire(r.group), locationcount: Number(r.locationcount) }));
  return { ResponseStatus: OK, LocationGroup };
});

export const addLocationGroupHandler = defineHandler(addLocationGroup)(async (ctx, { jsondata }) => {
  const { groupname, description } = jsondata;
  if (await nameTaken(ctx, groupname)) throw duplicate(groupname);
  const [row] = await ctx.tx
    .insert(locationGroups)
    .values({ id: `LG${randomUUID()}`, corporateId: ctx.session.corporateid, name: groupname, description, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate(groupname);
  await recordAdminChange(ctx, { entity: ENTITY_GROUP, entityId: row.id, action: 'create', after: wire(row) });
  return { ResponseStatus: OK, groupid: row.id };
});

export const editLocationGroupHandler = defineHandler(editLocationGroup)(async (ctx, { jsondata }) => {
  const { groupid, groupname, description } = jsondata;
  const before = await ownGroup(ctx, 'jsondata.groupid', groupid);
  if (await nameTaken(ctx, groupname, groupid)) throw duplicate(groupname);
  const [after] = await ctx.tx.update(locationGroups).set({ name: groupname, description }).where(eq(locationGroups.id, before.id)).returning();
  await recordAdminChange(ctx, { entity: ENTITY_GROUP, entityId: groupid, action: 'update', before: wire(before), after: wire(after!) });
  return { ResponseStatus: OK, groupid };
});

/**
 * A group a trip type or a travel policy names stays (409): the trip type would otherwise fit
 * everywhere or nowhere, the policy's rule would stop matching.
 * Its places go with it; the audit row keeps which they were.
 */
export const deleteLocationGroupHandler = defineHandler(deleteLocationGroup)(async (ctx, { groupid }) => {
  const group = await ownGroup(ctx, 'groupid', groupid);
  const users = await ctx.tx
    .select({ name: tripTypes.name })
    .from(tripTypes)
    .where(and(eq(tripTypes.corporateId, ctx.session.corporateid), eq(tripTypes.locationGroupId, group.id)))
    .orderBy(asc(tripTypes.name));
  if (users.length > 0) {
    const names = users.map((u) => u.name).join(', ');
    throw new HttpError(409, `groupid: ${groupid} (${group.name}) is the location group of the trip type ${names}; give the trip type another group first`);
  }
  const policies = await policiesNamingGroup(ctx.tx, ctx.session.corporateid, group.id);
  if (policies.length > 0)
    throw new HttpError(409, `groupid: ${groupid} (${group.name}) is named by the travel policy ${policies.join(', ')}; change its blocked sectors, fare caps and hotel caps first`);
  const places = await ctx.tx.delete(locationGroupPlaces).where(eq(locationGroupPlaces.groupId, group.id)).returning({ locationId: locationGroupPlaces.locationId });
  await ctx.tx.delete(locationGroups).where(eq(locationGroups.id, group.id));
  await recordAdminChange(ctx, { entity: ENTITY_GROUP, entityId: groupid, action: 'delete', before: { ...wire(group), locationids: places.map((p) => p.locationId) } });
  return { ResponseStatus: OK };
});
