import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  addDepartment,
  updateDepartment,
  viewDepartmentWithCorporateId,
  viewDepartmentWithCostCenterId,
} from '../../../src/contract/masters/departments';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { departments } from '../../store/schema';
import { pageOfMaster } from './list-query';
import { askedCostCentre, codeTaken } from './org-refs';

const OK = { Status: 'OK' as const };
const ENTITY = 'CorporateDepartment';
const DUPLICATE_CODE = 'jsondata.CorporateDepartment.departmentcode: another department of your company has this code';
const coded = { table: departments, id: departments.id, corporateId: departments.corporateId, code: departments.code };

type DepartmentRow = typeof departments.$inferSelect;

export const departmentWire = (d: DepartmentRow) => ({ departmentid: d.id, departmentname: d.name, departmentcode: d.code, status: d.status });

export const addDepartmentHandler = defineHandler(addDepartment)(async (ctx, { jsondata }) => {
  const { departmentname, departmentcode, status } = jsondata.CorporateDepartment;
  if (await codeTaken(ctx, coded, departmentcode)) throw badRequest(DUPLICATE_CODE);
  const [row] = await ctx.tx
    .insert(departments)
    .values({ id: `DP${randomUUID()}`, corporateId: ctx.session.corporateid, name: departmentname, code: departmentcode, status })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: departmentWire(row) });
  return { ApiStatus: OK, departmentid: row.id };
});

/** Another company's department reads as not found. Deactivating keeps it on old trips and cost centres. */
export const updateDepartmentHandler = defineHandler(updateDepartment)(async (ctx, { jsondata }) => {
  const { departmentid, departmentname, departmentcode, status } = jsondata.CorporateDepartment;
  const own = and(eq(departments.id, departmentid), eq(departments.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(departments).where(own);
  if (!before) throw forbidden('jsondata.CorporateDepartment.departmentid: department not found');
  if (await codeTaken(ctx, coded, departmentcode, departmentid)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx.update(departments).set({ name: departmentname, code: departmentcode, status }).where(own).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: departmentid, action: 'update', before: departmentWire(before), after: after && departmentWire(after) });
  return { ApiStatus: OK, departmentid };
});

export const viewDepartmentWithCorporateIdHandler = defineHandler(viewDepartmentWithCorporateId)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<DepartmentRow>(
    ctx.tx,
    {
      table: departments,
      where: eq(departments.corporateId, ctx.session.corporateid),
      searchable: [departments.name, departments.code],
      sortable: { departmentname: departments.name, departmentcode: departments.code, status: departments.status },
      tieBreaker: departments.id,
    },
    query,
  );
  return { ApiStatus: OK, CorporateDepartment: rows.map(departmentWire), totalcount };
});

/** A cost centre from before departments were linked to cost centres has none: a 400 says so. */
export const viewDepartmentWithCostCenterIdHandler = defineHandler(viewDepartmentWithCostCenterId)(async (ctx, { costcenterid }) => {
  const costCentre = await askedCostCentre(ctx, 'costcenterid', costcenterid);
  const [row] = await ctx.tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, costCentre.departmentId), eq(departments.corporateId, ctx.session.corporateid)));
  if (!row) throw badRequest('costcenterid: this cost centre has no department');
  return { ApiStatus: OK, CorporateDepartment: departmentWire(row) };
});
