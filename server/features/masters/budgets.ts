import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  addCorporateBudget,
  getCorporateBudgetsForDepartment,
  updateCorporateBudget,
  viewBudgetWithCorpId,
} from '../../../src/contract/masters/budgets';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { corporateBudgets } from '../../store/schema';
import { pageOfMaster } from './list-query';
import { askedDepartment, namedCostCentre, namedDepartment } from './org-refs';

const OK = { Status: 'OK' as const };
const ENTITY = 'CorporateBudget';
const FIELD = 'jsondata.CorporateBudget';
const DUPLICATE = `${FIELD}.financialyear: this department (and cost centre) already has a budget for that year`;

type BudgetRow = typeof corporateBudgets.$inferSelect;
type BudgetFields = v.InferOutput<(typeof addCorporateBudget)['request']>['jsondata']['CorporateBudget'];

export const budgetWire = (b: BudgetRow) => ({
  budgetid: b.id,
  departmentid: b.departmentId,
  costcenterid: b.costCenterId,
  financialyear: b.financialYear,
  amount: minorUnitsToDecimal(b.amountPaise),
  currency: b.currency,
  status: b.status,
});

/** A budget's cost centre, when it names one, must belong to the budget's department. */
async function budgetColumns(ctx: HandlerContext, fields: BudgetFields) {
  await namedDepartment(ctx, `${FIELD}.departmentid`, fields.departmentid);
  if (fields.costcenterid !== '') {
    const costCentre = await namedCostCentre(ctx, `${FIELD}.costcenterid`, fields.costcenterid);
    if (costCentre.departmentId !== fields.departmentid) throw badRequest(`${FIELD}.costcenterid: this cost centre is not in the budget's department`);
  }
  return {
    departmentId: fields.departmentid,
    costCenterId: fields.costcenterid,
    financialYear: fields.financialyear,
    amountPaise: parseMinorUnits(fields.amount),
    currency: fields.currency,
    status: fields.status,
  };
}

const sameScope = (ctx: HandlerContext, c: { departmentId: string; costCenterId: string; financialYear: string }) =>
  and(
    eq(corporateBudgets.corporateId, ctx.session.corporateid),
    eq(corporateBudgets.departmentId, c.departmentId),
    eq(corporateBudgets.costCenterId, c.costCenterId),
    eq(corporateBudgets.financialYear, c.financialYear),
  );

/** The unique index settles two admins adding one scope at once: the second gets the same 400. */
export const addCorporateBudgetHandler = defineHandler(addCorporateBudget)(async (ctx, { jsondata }) => {
  const columns = await budgetColumns(ctx, jsondata.CorporateBudget);
  const [row] = await ctx.tx
    .insert(corporateBudgets)
    .values({ id: `BG${randomUUID()}`, corporateId: ctx.session.corporateid, ...columns, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(DUPLICATE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: budgetWire(row) });
  return { ApiStatus: OK, budgetid: row.id };
});

export const updateCorporateBudgetHandler = defineHandler(updateCorporateBudget)(async (ctx, { jsondata }) => {
  const { budgetid } = jsondata.CorporateBudget;
  const own = and(eq(corporateBudgets.id, budgetid), eq(corporateBudgets.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(corporateBudgets).where(own);
  if (!before) throw forbidden(`${FIELD}.budgetid: budget not found`);
  const columns = await budgetColumns(ctx, jsondata.CorporateBudget);
  const [clash] = await ctx.tx.select({ id: corporateBudgets.id }).from(corporateBudgets).where(sameScope(ctx, columns));
  if (clash && clash.id !== budgetid) throw badRequest(DUPLICATE);
  const [after] = await ctx.tx.update(corporateBudgets).set(columns).where(own).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: budgetid, action: 'update', before: budgetWire(before), after: after && budgetWire(after) });
  return { ApiStatus: OK, budgetid };
});

export const viewBudgetWithCorpIdHandler = defineHandler(viewBudgetWithCorpId)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<BudgetRow>(
    ctx.tx,
    {
      table: corporateBudgets,
      where: eq(corporateBudgets.corporateId, ctx.session.corporateid),
      searchable: [corporateBudgets.financialYear],
      sortable: { financialyear: corporateBudgets.financialYear, amount: corporateBudgets.amountPaise, status: corporateBudgets.status },
      tieBreaker: corporateBudgets.id,
    },
    query,
  );
  return { ApiStatus: OK, CorporateBudget: rows.map(budgetWire), totalcount };
});

export const getCorporateBudgetsForDepartmentHandler = defineHandler(getCorporateBudgetsForDepartment)(async (ctx, { departmentid }) => {
  await askedDepartment(ctx, 'departmentid', departmentid);
  const rows = await ctx.tx
    .select()
    .from(corporateBudgets)
    .where(and(eq(corporateBudgets.corporateId, ctx.session.corporateid), eq(corporateBudgets.departmentId, departmentid), eq(corporateBudgets.status, 'active')))
    .orderBy(desc(corporateBudgets.financialYear), asc(corporateBudgets.costCenterId), asc(corporateBudgets.id));
  return { ApiStatus: OK, CorporateBudget: rows.map(budgetWire) };
});
