import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addGrade, updateGrade, viewGradeWithCorporateId } from '../../../src/contract/masters/grades';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { grades } from '../../store/schema';
import { pageOfMaster } from './list-query';
import { codeTaken } from './org-refs';

/* Grades (docs/features/masters.md "Grades"): kept exactly as departments are (departments.ts). */

const OK = { Status: 'OK' as const };
const ENTITY = 'CorporateGrade';
const DUPLICATE_CODE = 'jsondata.CorporateGrade.gradecode: another grade of your company has this code';
const coded = { table: grades, id: grades.id, corporateId: grades.corporateId, code: grades.code };

type GradeRow = typeof grades.$inferSelect;

export const gradeWire = (g: GradeRow) => ({ gradeid: g.id, gradename: g.name, gradecode: g.code, status: g.status });

export const addGradeHandler = defineHandler(addGrade)(async (ctx, { jsondata }) => {
  const { gradename, gradecode, status } = jsondata.CorporateGrade;
  if (await codeTaken(ctx, coded, gradecode)) throw badRequest(DUPLICATE_CODE);
  const [row] = await ctx.tx
    .insert(grades)
    .values({ id: `GR${randomUUID()}`, corporateId: ctx.session.corporateid, name: gradename, code: gradecode, status })
    .onConflictDoNothing()
    .returning();
  // Another admin added the code between the check and the insert (the unique index said so).
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: gradeWire(row) });
  return { ApiStatus: OK, gradeid: row.id };
});

/** Another company's grade reads as not found. Deactivating keeps it on its people and policy assignments, as departments are kept. */
export const updateGradeHandler = defineHandler(updateGrade)(async (ctx, { jsondata }) => {
  const { gradeid, gradename, gradecode, status } = jsondata.CorporateGrade;
  const own = and(eq(grades.id, gradeid), eq(grades.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(grades).where(own);
  if (!before) throw forbidden('jsondata.CorporateGrade.gradeid: grade not found');
  if (await codeTaken(ctx, coded, gradecode, gradeid)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx.update(grades).set({ name: gradename, code: gradecode, status }).where(own).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: gradeid, action: 'update', before: gradeWire(before), after: after && gradeWire(after) });
  return { ApiStatus: OK, gradeid };
});

export const viewGradeWithCorporateIdHandler = defineHandler(viewGradeWithCorporateId)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<GradeRow>(
    ctx.tx,
    {
      table: grades,
      where: eq(grades.corporateId, ctx.session.corporateid),
      searchable: [grades.name, grades.code],
      sortable: { gradename: grades.name, gradecode: grades.code, status: grades.status },
      tieBreaker: grades.id,
    },
    query,
  );
  return { ApiStatus: OK, CorporateGrade: rows.map(gradeWire), totalcount };
});
