import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type PerDiemRateRow,
  addPerDiemMasters,
  deletePerDiemMaster,
  getPerDiemMasters,
  updatePerDiemMasters,
} from '../../../src/contract/per-diem/masters';
import type { PerDiemRowInput } from '../../../src/contract/per-diem/rows';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { locationGroups, perDiemRates } from '../../store/schema';
import { ENTITY_MASTER, OK, type PlanRow, ownPlan } from './own-plan';

/* A plan's rate table (docs/features/per-diem.md "Rate table"): read, saved whole, deleted. */

type RateRow = typeof perDiemRates.$inferSelect;
const ORDER = { group: 0, domestic: 1, international: 2 } as const;

/** The plan's rows as the wire has them: location group rows by the group's name, then the fallbacks. */
async function loadRows(ctx: HandlerContext, groupid: string): Promise<PerDiemRateRow[]> {
  const rows = await ctx.tx
    .select({ rate: perDiemRates, locationgroupname: locationGroups.name })
    .from(perDiemRates)
    .leftJoin(locationGroups, eq(locationGroups.id, perDiemRates.locationGroupId))
    .where(eq(perDiemRates.groupId, groupid));
  const wire = rows.map(({ rate, locationgroupname }) => toWire(rate, locationgroupname ?? ''));
  return wire.sort((a, b) => ORDER[a.locationtype] - ORDER[b.locationtype] || a.locationgroupname.localeCompare(b.locationgroupname) || a.rowid.localeCompare(b.rowid));
}

function toWire(r: RateRow, locationgroupname: string): PerDiemRateRow {
  return {
    rowid: r.id,
    locationtype: r.locationType,
    locationgroupid: r.locationGroupId ?? '',
    locationgroupname,
    currency: r.currency,
    lodging: minorUnitsToDecimal(r.lodgingMinor),
    meals: minorUnitsToDecimal(r.mealsMinor),
    incidentals: minorUnitsToDecimal(r.incidentalsMinor),
    total: minorUnitsToDecimal(r.lodgingMinor + r.mealsMinor + r.incidentalsMinor),
  };
}

/** Every location group a row names must be the company's: else a 400 naming the first such row. */
async function checkLocationGroups(ctx: HandlerContext, rows: readonly PerDiemRowInput[]): Promise<void> {
  const named = [...new Set(rows.filter((r) => r.locationtype === 'group').map((r) => r.locationgroupid))];
  if (named.length === 0) return;
  const own = await ctx.tx
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.corporateId, ctx.session.corporateid), inArray(locationGroups.id, named)));
  const known = new Set(own.map((g) => g.id));
  const index = rows.findIndex((r) => r.locationtype === 'group' && !known.has(r.locationgroupid));
  if (index >= 0) throw badRequest(`jsondata.rows[${index}].locationgroupid: ${rows[index]!.locationgroupid} is not a location group of your company`);
}

/** Replaces the plan's rows with `rows`; the audit row keeps the table before and after. */
async function saveRows(ctx: HandlerContext, plan: PlanRow, rows: readonly PerDiemRowInput[]) {
  await checkLocationGroups(ctx, rows);
  const before = await loadRows(ctx, plan.id);
  await ctx.tx.delete(perDiemRates).where(eq(perDiemRates.groupId, plan.id));
  const inserted = await ctx.tx
    .insert(perDiemRates)
    .values(
      rows.map((r) => ({
        id: `PDR${randomUUID()}`,
        corporateId: ctx.session.corporateid,
        groupId: plan.id,
        locationType: r.locationtype,
        locationGroupId: r.locationtype === 'group' ? r.locationgroupid : null,
        currency: r.currency,
        lodgingMinor: parseMinorUnits(r.lodging),
        mealsMinor: parseMinorUnits(r.meals),
        incidentalsMinor: parseMinorUnits(r.incidentals),
        createdAt: ctx.now,
      })),
    )
    .returning({ id: perDiemRates.id });
  await recordAdminChange(ctx, {
    entity: ENTITY_MASTER,
    entityId: plan.id,
    action: before.length === 0 ? 'create' : 'update',
    before: before.length === 0 ? null : { rows: before },
    after: { rows: await loadRows(ctx, plan.id) },
  });
  return { ResponseStatus: OK, groupid: plan.id, rowids: inserted.map((r) => r.id) };
}

export const getPerDiemMastersHandler = defineHandler(getPerDiemMasters)(async (ctx, { masterid }) => {
  const plan = await ownPlan(ctx, 'masterid', masterid);
  return { ResponseStatus: OK, PerDiemMasterList: { groupid: plan.id, groupname: plan.name, rows: await loadRows(ctx, plan.id) } };
});

/** The first table of a plan: one that has rows already is refused, so two admins adding at once do not overwrite each other. */
export const addPerDiemMastersHandler = defineHandler(addPerDiemMasters)(async (ctx, { jsondata }) => {
  const plan = await ownPlan(ctx, 'jsondata.groupid', jsondata.groupid, { lock: true });
  const [existing] = await ctx.tx.select({ id: perDiemRates.id }).from(perDiemRates).where(eq(perDiemRates.groupId, plan.id)).limit(1);
  if (existing) throw new HttpError(409, `jsondata.groupid: ${plan.name} has a rate table already; UPDATEPERDIEMMASTERS replaces it`);
  return saveRows(ctx, plan, jsondata.rows);
});

export const updatePerDiemMastersHandler = defineHandler(updatePerDiemMasters)(async (ctx, { jsondata }) => {
  const plan = await ownPlan(ctx, 'jsondata.groupid', jsondata.groupid, { lock: true });
  return saveRows(ctx, plan, jsondata.rows);
});

/** Deletes the rows only: the plan and its people stay, and its people get the fixed imprest allowances until it has rows again. */
export const deletePerDiemMasterHandler = defineHandler(deletePerDiemMaster)(async (ctx, { groupid }) => {
  const plan = await ownPlan(ctx, 'groupid', groupid, { lock: true });
  const before = await loadRows(ctx, plan.id);
  if (before.length === 0) return { ResponseStatus: OK };
  await ctx.tx.delete(perDiemRates).where(eq(perDiemRates.groupId, plan.id));
  await recordAdminChange(ctx, { entity: ENTITY_MASTER, entityId: plan.id, action: 'delete', before: { rows: before } });
  return { ResponseStatus: OK };
});
