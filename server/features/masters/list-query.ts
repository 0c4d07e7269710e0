import { type SQL, and, asc, count, desc, ilike, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MasterListQuery } from '../../../src/contract/masters/list-query';
import type { Executor } from '../../store/db';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../store/like-pattern';


export interface MasterListSpec {
  table: PgTable;
  /** Company scope and any filter of the call (department, status…), already combined. */
  where: SQL | undefined;
  /** Columns searchtext matches. */
  searchable: readonly PgColumn[];
  /** Wire column name -> column; the first entry is the default order. */
  sortable: Readonly<Record<string, PgColumn>>;
  /** Last order key so pages never overlap when sort values tie. */
  tieBreaker: PgColumn;
}

/**
 * One page of a master list and the number of matching rows, both in SQL (a 10,000-row master is
 * never read whole). Rows come back as the table's own select shape.
 */
export async function pageOfMaster<Row>(db: Executor, spec: MasterListSpec, query: MasterListQuery): Promise<{ rows: Row[]; totalcount: number }> {
  const sortKeys = Object.keys(spec.sortable);
  const sortby = query.sortby === '' ? sortKeys[0] : query.sortby;
  const column = sortby === undefined ? undefined : spec.sortable[sortby];
  if (!column) throw badRequest(`sortby: sort by one of ${sortKeys.join(', ')}`);
  const search = query.searchtext === '' ? undefined : or(...spec.searchable.map((c) => ilike(c, containsPattern(query.searchtext))));
  const where = and(spec.where, search);
  const direction = query.sortorder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(direction(column), asc(spec.tieBreaker))
      .limit(query.pagesize)
      .offset((query.pageno - 1) * query.pagesize),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { rows: rows as Row[], totalcount: total?.n ?? 0 };
}
