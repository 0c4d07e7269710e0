import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { addUpdateTravelCoordinator, deleteTc, deleteTravelCoordinator, getAllTcTravellers } from '../../../src/contract/coordinators/operations';
import { TRAVEL_ADMINS } from '../../../src/contract/roles';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { coordinatorMappings, profiles } from '../../store/schema';
import { findPerson } from '../../workflow/directory';
import { ENTITY, auditOf, coordinatorOf, deleteMappings, mappingsWhere } from './store';

/* The travel admin's side (docs/features/coordinators.md): who maps to whom, and ending mappings. */

const OK = { Status: 'OK' as const };
const REMOVED = 'Removed from the coordinator by an admin';

export const getAllTcTravellersHandler = defineHandler(getAllTcTravellers)(async (ctx) => ({
  ApiStatus: OK,
  TravelCoordinatorMapping: await mappingsWhere(ctx.tx, ctx.session.corporateid),
}));

/**
 * The list given becomes the coordinator's whole set of travellers: rows not in it are deleted,
 * requests in it are granted, the rest are added. Every traveller must be someone of the company.
 */
export const addUpdateTravelCoordinatorHandler = defineHandler(addUpdateTravelCoordinator)(async (ctx, { jsondata }) => {
  const { tcprofileid, travellerprofileids } = jsondata.TravelCoordinatorMapping;
  const tc = await coordinatorOf(ctx, tcprofileid);
  const wanted = [...new Set(travellerprofileids)];
  if (wanted.includes(tc.id)) throw badRequest('travellerprofileids: a coordinator cannot be their own traveller');
  const found = wanted.length === 0
    ? []
    : await ctx.tx.select({ id: profiles.id }).from(profiles).where(and(inArray(profiles.id, wanted), eq(profiles.corporateId, ctx.session.corporateid)));
  const known = new Set(found.map((f) => f.id));
  const stranger = wanted.find((id) => !known.has(id));
  if (stranger !== undefined) throw badRequest(`travellerprofileids: ${stranger} is not a traveller of your company`);

  const ofCoordinator = eq(coordinatorMappings.coordinatorProfileId, tc.id);
  await deleteMappings(ctx, and(ofCoordinator, notInArray(coordinatorMappings.travellerProfileId, wanted)), REMOVED);
  const granted = wanted.length === 0 ? [] : await ctx.tx
    .update(coordinatorMappings)
    .set({ status: 'active', updatedAt: ctx.now })
    .where(and(eq(coordinatorMappings.corporateId, ctx.session.corporateid), ofCoordinator, eq(coordinatorMappings.status, 'requested'), inArray(coordinatorMappings.travellerProfileId, wanted)))
    .returning();
  for (const row of granted) {
    await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'update', before: { ...auditOf(row), status: 'requested' }, after: auditOf(row) });
  }
  const live = await ctx.tx
    .select({ traveller: coordinatorMappings.travellerProfileId })
    .from(coordinatorMappings)
    .where(and(eq(coordinatorMappings.corporateId, ctx.session.corporateid), ofCoordinator, ne(coordinatorMappings.status, 'deleted')));
  const mapped = new Set(live.map((r) => r.traveller));
  const fresh = wanted.filter((id) => !mapped.has(id));
  if (fresh.length > 0) {
    const added = await ctx.tx
      .insert(coordinatorMappings)
      .values(fresh.map((traveller) => ({
        id: `TC${randomUUID()}`,
        corporateId: ctx.session.corporateid,
        coordinatorProfileId: tc.id,
        travellerProfileId: traveller,
        status: 'active' as const,
        createdBy: ctx.session.profileid,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })))
      // A concurrent admin mapping the same pair first wins; this call then has nothing to add for it.
      .onConflictDoNothing()
      .returning();
    for (const row of added) await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: auditOf(row) });
  }
  return { ApiStatus: OK, tcprofileid: tc.id, travellercount: wanted.length };
});

/** Every traveller and request of the coordinator is unmapped; the person and their role stay. */
export const deleteTravelCoordinatorHandler = defineHandler(deleteTravelCoordinator)(async (ctx, { tcprofileid, deletionremarks }) => {
  // Not coordinatorOf: someone whose role changed since still has mappings to end.
  const person = await findPerson(ctx.tx, ctx.session.corporateid, tcprofileid);
  if (!person) throw badRequest('tcprofileid: not a travel coordinator of your company');
  await deleteMappings(ctx, eq(coordinatorMappings.coordinatorProfileId, person.id), deletionremarks);
  return { ApiStatus: OK };
});

/** The traveller withdraws their own request or mapping; a travel admin ends anyone's. Others: not found. */
export const deleteTcHandler = defineHandler(deleteTc)(async (ctx, { recordid, deletionremarks }) => {
  const admin = TRAVEL_ADMINS.includes(ctx.session.role);
  const mine = admin ? undefined : eq(coordinatorMappings.travellerProfileId, ctx.session.profileid);
  const gone = await deleteMappings(ctx, and(eq(coordinatorMappings.id, recordid), mine), deletionremarks);
  if (gone === 0) throw forbidden('recordid: mapping not found');
  return { ApiStatus: OK };
});
