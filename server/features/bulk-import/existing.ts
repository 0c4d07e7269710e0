import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportProblem } from '../../../src/contract/bulk-import/routes';
import type { Executor } from '../../store/db';
import { problem } from './types';

/** What a master table needs for the checks below: its company column and a unique column. */
export interface Keyed {
  table: PgTable;
  corporateId: PgColumn;
  key: PgColumn;
}

/** The company's values of a unique column, upper-cased as codes are kept (a company has thousands at most). */
export async function companyValues(tx: Executor, t: Keyed, corporateId: string): Promise<Set<string>> {
  const rows = await tx.select({ key: t.key }).from(t.table).where(eq(t.corporateId, corporateId));
  return new Set(rows.map((r) => String(r.key).toUpperCase()));
}

/** A problem for each row whose unique value the company already has. */
export async function alreadyInCompany<R>(
  tx: Executor,
  t: Keyed,
  corporateId: string,
  rows: { line: number; value: R }[],
  column: keyof R & string,
  what: string,
): Promise<ImportProblem[]> {
  const taken = await companyValues(tx, t, corporateId);
  return rows
    .filter((r) => taken.has(String(r.value[column]).toUpperCase()))
    .map((r) => problem(r.line, column, `${column} ${String(r.value[column])}: another ${what} of your company has it`));
}

/** code → row of the company's records, for references by code. */
export async function byCode<T extends { code: string }>(rows: Promise<T[]>): Promise<Map<string, T>> {
  return new Map((await rows).map((r) => [r.code, r]));
}
