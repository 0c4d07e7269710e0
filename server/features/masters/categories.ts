import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { addCategory, updateCategory, viewAllCategoriesCorporate } from '../../../src/contract/masters/categories';
import type { ExpenseKind } from '../../../src/contract/masters/categories';
import { minorUnitsToDecimal, optionalMinorUnitsToDecimal, parseMinorUnits, parseOptionalMinorUnits } from '../../../src/domain/money';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { expenseCategories } from '../../store/schema';
import { checkIncludeInactive } from './finance-access';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const ENTITY = 'Category';
const DUPLICATE_CODE = 'jsondata.Category.categorycode: another category of your company has this code';

type CategoryRow = typeof expenseCategories.$inferSelect;

const wire = (c: CategoryRow) => ({
  categoryid: c.id,
  categoryname: c.name,
  categorycode: c.code,
  expensekind: c.expenseKind as ExpenseKind,
  glcode: c.glCode,
  receiptrequiredabove: minorUnitsToDecimal(c.receiptRequiredAbovePaise),
  limitperday: optionalMinorUnitsToDecimal(c.limitPerDayPaise),
  limitperclaim: optionalMinorUnitsToDecimal(c.limitPerClaimPaise),
  status: c.status as 'active' | 'inactive',
});

export const viewAllCategoriesCorporateHandler = defineHandler(viewAllCategoriesCorporate)(async (ctx, query) => {
  checkIncludeInactive(ctx, query.includeinactive);
  const own = eq(expenseCategories.corporateId, ctx.session.corporateid);
  const { rows, totalcount } = await pageOfMaster<CategoryRow>(
    ctx.tx,
    {
      table: expenseCategories,
      where: query.includeinactive ? own : and(own, eq(expenseCategories.status, 'active')),
      searchable: [expenseCategories.name, expenseCategories.code],
      sortable: {
        categoryname: expenseCategories.name,
        categorycode: expenseCategories.code,
        expensekind: expenseCategories.expenseKind,
        status: expenseCategories.status,
      },
      tieBreaker: expenseCategories.id,
    },
    query,
  );
  return { ApiStatus: OK, Category: rows.map(wire), totalcount };
});

type CategoryFields = {
  categoryname: string;
  categorycode: string;
  expensekind: ExpenseKind;
  glcode: string;
  receiptrequiredabove: string;
  limitperday: string;
  limitperclaim: string;
  status: 'active' | 'inactive';
};

const columnsOf = (f: CategoryFields) => ({
  name: f.categoryname,
  code: f.categorycode,
  expenseKind: f.expensekind,
  glCode: f.glcode,
  receiptRequiredAbovePaise: parseMinorUnits(f.receiptrequiredabove),
  limitPerDayPaise: parseOptionalMinorUnits(f.limitperday),
  limitPerClaimPaise: parseOptionalMinorUnits(f.limitperclaim),
  status: f.status,
});

/** The unique index settles two admins adding one code at once: the second gets the same 400. */
export const addCategoryHandler = defineHandler(addCategory)(async (ctx, { jsondata }) => {
  const id = `CT${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(expenseCategories)
    .values({ id, corporateId: ctx.session.corporateid, ...columnsOf(jsondata.Category), createdAt: ctx.now })
    .onConflictDoNothing({ target: [expenseCategories.corporateId, expenseCategories.code] })
    .returning();
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row) });
  return { ApiStatus: OK, categoryid: id };
});

async function codeTakenByAnother(ctx: HandlerContext, categoryid: string, code: string): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(
      and(
        eq(expenseCategories.corporateId, ctx.session.corporateid),
        eq(expenseCategories.code, code),
        ne(expenseCategories.id, categoryid),
      ),
    );
  return other !== undefined;
}

/** Deactivating (status 'inactive') is how a category is retired: old expenses keep it, new forms do not offer it. */
export const updateCategoryHandler = defineHandler(updateCategory)(async (ctx, { jsondata }) => {
  const { categoryid } = jsondata.Category;
  const own = and(eq(expenseCategories.id, categoryid), eq(expenseCategories.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(expenseCategories).where(own).for('update');
  if (!before) throw forbidden('jsondata.Category.categoryid: category not found');
  if (await codeTakenByAnother(ctx, categoryid, jsondata.Category.categorycode)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx.update(expenseCategories).set(columnsOf(jsondata.Category)).where(own).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: categoryid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, categoryid };
});
