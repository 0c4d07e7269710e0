import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { type PerDiemGroup, addPerDiemGroup, getPerDiemGroups, updatePerDiemGroup } from '../../../src/contract/per-diem/groups';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { perDiemGroups, perDiemMappings, perDiemRates } from '../../store/schema';
import { ENTITY_GROUP, OK, type PlanRow, ownPlan } from './own-plan';

/* The plans themselves (docs/features/per-diem.md "Plans"): list, add, rename. */

const wire = (g: PlanRow) => ({ groupid: g.id, groupname: g.name, description: g.description });

const duplicate = (name: string) => badRequest(`jsondata.groupname: your company already has a per-diem group named ${name}`);

/** Names are unique within a company whatever their case (the table's unique index says the same). */
async function nameTaken(ctx: HandlerContext, name: string, exceptId = ''): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: perDiemGroups.id })
    .from(perDiemGroups)
    .where(and(eq(perDiemGroups.corporateId, ctx.session.corporateid), sql`lower(${perDiemGroups.name}) = lower(${name})`, ne(perDiemGroups.id, exceptId)))
    .limit(1);
  return other !== undefined;
}

/** How many rows of `table` each of the company's plans has. */
async function countsByPlan(ctx: HandlerContext, table: typeof perDiemMappings | typeof perDiemRates): Promise<Map<string, number>> {
  const rows = await ctx.tx.select({ groupId: table.groupId, n: count() }).from(table).where(eq(table.corporateId, ctx.session.corporateid)).groupBy(table.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

export const getPerDiemGroupsHandler = defineHandler(getPerDiemGroups)(async (ctx) => {
  const groups = await ctx.tx
    .select()
    .from(perDiemGroups)
    .where(eq(perDiemGroups.corporateId, ctx.session.corporateid))
    .orderBy(asc(perDiemGroups.name), asc(perDiemGroups.id));
  const mapped = await countsByPlan(ctx, perDiemMappings);
  const rates = await countsByPlan(ctx, perDiemRates);
  const PerDiemGroup: PerDiemGroup[] = groups.map((g) => ({ ...wire(g), mappedcount: mapped.get(g.id) ?? 0, ratecount: rates.get(g.id) ?? 0 }));
  return { ResponseStatus: OK, PerDiemGroup };
});

export const addPerDiemGroupHandler = defineHandler(addPerDiemGroup)(async (ctx, { jsondata }) => {
  const { groupname, description } = jsondata;
  if (await nameTaken(ctx, groupname)) throw duplicate(groupname);
  const [row] = await ctx.tx
    .insert(perDiemGroups)
    .values({ id: `PDG${randomUUID()}`, corporateId: ctx.session.corporateid, name: groupname, description, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate(groupname);
  await recordAdminChange(ctx, { entity: ENTITY_GROUP, entityId: row.id, action: 'create', after: wire(row) });
  return { ResponseStatus: OK, groupid: row.id };
});

export const updatePerDiemGroupHandler = defineHandler(updatePerDiemGroup)(async (ctx, { jsondata }) => {
  const { groupid, groupname, description } = jsondata;
  const before = await ownPlan(ctx, 'jsondata.groupid', groupid);
  if (await nameTaken(ctx, groupname, groupid)) throw duplicate(groupname);
  const [after] = await ctx.tx.update(perDiemGroups).set({ name: groupname, description }).where(eq(perDiemGroups.id, before.id)).returning();
  await recordAdminChange(ctx, { entity: ENTITY_GROUP, entityId: groupid, action: 'update', before: wire(before), after: wire(after!) });
  return { ResponseStatus: OK, groupid };
});
