import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { costCenters, departments, profiles, tripTypes } from '../../store/schema';

/*
 * The organisation masters' references (docs/features/masters.md "Organisation masters"): a record
 * may name only its own company's rows. A reference inside a record is bad input (400 naming the
 * field); the id a read asks about or the record an update changes reads as not found (403), as
 * billable customers do.
 */

type Department = typeof departments.$inferSelect;
type CostCentre = typeof costCenters.$inferSelect;

async function departmentRow(ctx: HandlerContext, id: string): Promise<Department | undefined> {
  const [row] = await ctx.tx.select().from(departments).where(and(eq(departments.id, id), eq(departments.corporateId, ctx.session.corporateid)));
  return row;
}

async function costCentreRow(ctx: HandlerContext, id: string): Promise<CostCentre | undefined> {
  const [row] = await ctx.tx.select().from(costCenters).where(and(eq(costCenters.id, id), eq(costCenters.corporateId, ctx.session.corporateid)));
  return row;
}

/** A department a record names: 400 `<field>: no such department in your company` otherwise. */
export async function namedDepartment(ctx: HandlerContext, field: string, id: string): Promise<Department> {
  const row = await departmentRow(ctx, id);
  if (!row) throw badRequest(`${field}: no such department in your company`);
  return row;
}

export async function namedCostCentre(ctx: HandlerContext, field: string, id: string): Promise<CostCentre> {
  const row = await costCentreRow(ctx, id);
  if (!row) throw badRequest(`${field}: no such cost centre in your company`);
  return row;
}

/** A department a read asks about: 403 `<field>: department not found` when it is not the caller's company's. */
export async function askedDepartment(ctx: HandlerContext, field: string, id: string): Promise<Department> {
  const row = await departmentRow(ctx, id);
  if (!row) throw forbidden(`${field}: department not found`);
  return row;
}

export async function askedCostCentre(ctx: HandlerContext, field: string, id: string): Promise<CostCentre> {
  const row = await costCentreRow(ctx, id);
  if (!row) throw forbidden(`${field}: cost centre not found`);
  return row;
}

export async function checkTripType(ctx: HandlerContext, field: string, id: string): Promise<void> {
  if (id === '') return;
  const [row] = await ctx.tx.select({ id: tripTypes.id }).from(tripTypes).where(and(eq(tripTypes.id, id), eq(tripTypes.corporateId, ctx.session.corporateid)));
  if (!row) throw badRequest(`${field}: no such trip type in your company`);
}

export async function checkColleagues(ctx: HandlerContext, field: string, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await ctx.tx.select({ id: profiles.id }).from(profiles).where(and(inArray(profiles.id, wanted), eq(profiles.corporateId, ctx.session.corporateid)));
  if (found.length !== wanted.length) throw badRequest(`${field}: not a colleague of your company`);
}

interface CodedTable {
  table: PgTable;
  id: PgColumn;
  corporateId: PgColumn;
  code: PgColumn;
}

/** Whether another record of the company (not `exceptId`) has this code. */
export async function codeTaken(ctx: HandlerContext, t: CodedTable, code: string, exceptId = ''): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.corporateId, ctx.session.corporateid), eq(t.code, code), ne(t.id, exceptId)))
    .limit(1);
  return other !== undefined;
}
