import { randomUUID } from 'node:crypto';
import { type SQL, and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { deletePerDiemMapping, getPerDiemMapping, mapPerDiemMaster } from '../../../src/contract/per-diem/mapping';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { containsPattern } from '../../store/like-pattern';
import { perDiemGroups, perDiemMappings, profiles } from '../../store/schema';
import { ENTITY_MAPPING, OK, ownPlan } from './own-plan';

/* Who is on which plan (docs/features/per-diem.md "People"). */

const fullName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;
const audited = (profileid: string, groupplanid: string) => ({ profileid, groupplanid });

/** Every id must be a person of the caller's company (400 naming the first that is not); anyone on another plan moves to this one. */
export const mapPerDiemMasterHandler = defineHandler(mapPerDiemMaster)(async (ctx, { profileids, groupplanid }) => {
  const plan = await ownPlan(ctx, 'groupplanid', groupplanid);
  const people = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.corporateId, ctx.session.corporateid), inArray(profiles.id, profileids)));
  const known = new Set(people.map((p) => p.id));
  const stranger = profileids.find((id) => !known.has(id));
  if (stranger !== undefined) throw badRequest(`profileids: ${stranger} is not a person of your company`);
  const earlier = await ctx.tx.select().from(perDiemMappings).where(inArray(perDiemMappings.profileId, profileids));
  const earlierOf = new Map(earlier.map((m) => [m.profileId, m]));
  const mapped = await ctx.tx
    .insert(perDiemMappings)
    .values(profileids.map((profileId) => ({ id: `PDM${randomUUID()}`, corporateId: ctx.session.corporateid, profileId, groupId: plan.id, createdAt: ctx.now })))
    .onConflictDoUpdate({ target: perDiemMappings.profileId, set: { groupId: plan.id } })
    .returning();
  const idOf = new Map(mapped.map((m) => [m.profileId, m.id]));
  for (const profileid of profileids) {
    const before = earlierOf.get(profileid);
    if (before?.groupId === plan.id) continue;
    await recordAdminChange(ctx, {
      entity: ENTITY_MAPPING,
      entityId: idOf.get(profileid)!,
      action: before ? 'update' : 'create',
      before: before ? audited(profileid, before.groupId) : null,
      after: audited(profileid, plan.id),
    });
  }
  return { ResponseStatus: OK, recordids: profileids.map((id) => idOf.get(id)!) };
});

export const getPerDiemMappingHandler = defineHandler(getPerDiemMapping)(async (ctx, q) => {
  if (q.groupplanid !== '') await ownPlan(ctx, 'groupplanid', q.groupplanid);
  const pattern = containsPattern(q.searchtext);
  const where: SQL | undefined = and(
    eq(perDiemMappings.corporateId, ctx.session.corporateid),
    q.groupplanid === '' ? undefined : eq(perDiemMappings.groupId, q.groupplanid),
    q.searchtext === '' ? undefined : or(ilike(fullName, pattern), ilike(profiles.email, pattern)),
  );
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .select({ recordid: perDiemMappings.id, profileid: profiles.id, name: fullName, email: profiles.email, groupplanid: perDiemGroups.id, groupname: perDiemGroups.name })
      .from(perDiemMappings)
      .innerJoin(profiles, eq(profiles.id, perDiemMappings.profileId))
      .innerJoin(perDiemGroups, eq(perDiemGroups.id, perDiemMappings.groupId))
      .where(where)
      .orderBy(asc(profiles.passportFirstName), asc(profiles.passportLastName), asc(profiles.email), asc(profiles.id))
      .limit(q.pagesize)
      .offset((q.pageno - 1) * q.pagesize),
    ctx.tx.select({ n: count() }).from(perDiemMappings).innerJoin(profiles, eq(profiles.id, perDiemMappings.profileId)).where(where),
  ]);
  return { ResponseStatus: OK, PerDiemMapping: rows, totalcount: total?.n ?? 0 };
});

export const deletePerDiemMappingHandler = defineHandler(deletePerDiemMapping)(async (ctx, { recordid, travellerprofileid }) => {
  const which = recordid !== '' ? eq(perDiemMappings.id, recordid) : eq(perDiemMappings.profileId, travellerprofileid);
  const [row] = await ctx.tx
    .delete(perDiemMappings)
    .where(and(which, eq(perDiemMappings.corporateId, ctx.session.corporateid)))
    .returning();
  if (!row) throw forbidden(recordid !== '' ? 'recordid: per-diem mapping not found' : 'travellerprofileid: this person is on no per-diem group');
  await recordAdminChange(ctx, { entity: ENTITY_MAPPING, entityId: row.id, action: 'delete', before: audited(row.profileId, row.groupId) });
  return { ResponseStatus: OK };
});
