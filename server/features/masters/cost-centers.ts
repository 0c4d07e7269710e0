import { randomUUID } from 'node:crypto';
import { type SQL, and, asc, eq } from 'drizzle-orm';
import {
  addCostCenter,
  getCostCentersForDepartment,
  getCostCentersForEmployee,
  updateCostCenter,
  viewCostCenterWithCorpId,
} from '../../../src/contract/masters/cost-centers';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { costCenters, profiles, projects } from '../../store/schema';
import { pageOfMaster } from './list-query';
import { askedDepartment, codeTaken, namedDepartment } from './org-refs';

const OK = { Status: 'OK' as const };
const ENTITY = 'CostCenter';
const FIELD = 'jsondata.CostCenter';
const DUPLICATE_CODE = `${FIELD}.costcentercode: another cost centre of your company has this code`;
const coded = { table: costCenters, id: costCenters.id, corporateId: costCenters.corporateId, code: costCenters.code };

type CostCentreRow = typeof costCenters.$inferSelect;

export const costCentreWire = (c: CostCentreRow) => ({
  costcenterid: c.id,
  costcentername: c.name,
  costcentercode: c.code,
  departmentid: c.departmentId,
  status: c.status,
});

export const addCostCenterHandler = defineHandler(addCostCenter)(async (ctx, { jsondata }) => {
  const { costcentername, costcentercode, departmentid, status } = jsondata.CostCenter;
  await namedDepartment(ctx, `${FIELD}.departmentid`, departmentid);
  if (await codeTaken(ctx, coded, costcentercode)) throw badRequest(DUPLICATE_CODE);
  const [row] = await ctx.tx
    .insert(costCenters)
    .values({ id: `CC${randomUUID()}`, corporateId: ctx.session.corporateid, name: costcentername, code: costcentercode, departmentId: departmentid, status })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: costCentreWire(row) });
  return { ApiStatus: OK, costcenterid: row.id };
});

/** Moving a cost centre to another department moves its projects with it (a project's department follows its cost centre). */
export const updateCostCenterHandler = defineHandler(updateCostCenter)(async (ctx, { jsondata }) => {
  const { costcenterid, costcentername, costcentercode, departmentid, status } = jsondata.CostCenter;
  const corporateId = ctx.session.corporateid;
  const own = and(eq(costCenters.id, costcenterid), eq(costCenters.corporateId, corporateId));
  const [before] = await ctx.tx.select().from(costCenters).where(own);
  if (!before) throw forbidden(`${FIELD}.costcenterid: cost centre not found`);
  await namedDepartment(ctx, `${FIELD}.departmentid`, departmentid);
  if (await codeTaken(ctx, coded, costcentercode, costcenterid)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx
    .update(costCenters)
    .set({ name: costcentername, code: costcentercode, departmentId: departmentid, status })
    .where(own)
    .returning();
  if (before.departmentId !== departmentid) {
    await ctx.tx
      .update(projects)
      .set({ departmentId: departmentid })
      .where(and(eq(projects.corporateId, corporateId), eq(projects.costCenterId, costcenterid)));
  }
  await recordAdminChange(ctx, { entity: ENTITY, entityId: costcenterid, action: 'update', before: costCentreWire(before), after: after && costCentreWire(after) });
  return { ApiStatus: OK, costcenterid };
});

export const viewCostCenterWithCorpIdHandler = defineHandler(viewCostCenterWithCorpId)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<CostCentreRow>(
    ctx.tx,
    {
      table: costCenters,
      where: eq(costCenters.corporateId, ctx.session.corporateid),
      searchable: [costCenters.name, costCenters.code],
      sortable: { costcentername: costCenters.name, costcentercode: costCenters.code, status: costCenters.status },
      tieBreaker: costCenters.id,
    },
    query,
  );
  return { ApiStatus: OK, CostCenter: rows.map(costCentreWire), totalcount };
});

/** The company's active cost centres (narrowed by `where`), by name: what a form may offer. */
async function activeCostCentres(ctx: HandlerContext, where?: SQL) {
  const rows = await ctx.tx
    .select()
    .from(costCenters)
    .where(and(eq(costCenters.corporateId, ctx.session.corporateid), eq(costCenters.status, 'active'), where))
    .orderBy(asc(costCenters.name), asc(costCenters.id));
  return { ApiStatus: OK, CostCenter: rows.map(costCentreWire) };
}

export const getCostCentersForDepartmentHandler = defineHandler(getCostCentersForDepartment)(async (ctx, { departmentid }) => {
  await askedDepartment(ctx, 'departmentid', departmentid);
  return activeCostCentres(ctx, eq(costCenters.departmentId, departmentid));
});

export const getCostCentersForEmployeeHandler = defineHandler(getCostCentersForEmployee)(async (ctx) => {
  const [me] = await ctx.tx.select({ departmentId: profiles.departmentId }).from(profiles).where(eq(profiles.id, ctx.session.profileid));
  const department = me?.departmentId ?? '';
  return activeCostCentres(ctx, department === '' ? undefined : eq(costCenters.departmentId, department));
});
