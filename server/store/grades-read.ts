import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from './db';
import { grades } from './schema-core';

/*
 * The company's grades for whoever names one (people, their import, travel policy assignments;
 * docs/features/masters.md "Grades"). Each caller words its own refusal, naming its own field.
 */

export type GradeRow = typeof grades.$inferSelect;

/** The grade `id` when it is one of the company's (active or not), else undefined. */
export async function companyGrade(tx: Executor, corporateid: string, id: string): Promise<GradeRow | undefined> {
  const [row] = await tx.select().from(grades).where(and(eq(grades.id, id), eq(grades.corporateId, corporateid)));
  return row;
}

/** Those of `ids` that are grades of the company. */
export async function companyGradesAmong(tx: Executor, corporateid: string, ids: readonly string[]): Promise<GradeRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(grades).where(and(eq(grades.corporateId, corporateid), inArray(grades.id, [...ids])));
}

/** Every grade of the company by its code, for files that name grades by code. */
export async function companyGradesByCode(tx: Executor, corporateid: string): Promise<Map<string, GradeRow>> {
  const rows = await tx.select().from(grades).where(eq(grades.corporateId, corporateid));
  return new Map(rows.map((g) => [g.code, g]));
}
