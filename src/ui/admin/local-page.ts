import type { MasterListQuery } from '../../contract/masters/list-query';

/**
 * Search, sort and page a list the server answers whole (billable customers: a few dozen per
 * company), the same way the paged lists do it in SQL.
 */
export function localPage<Row>(rows: readonly Row[], query: MasterListQuery, searchable: (row: Row) => string[], sortValue: (row: Row, column: string) => string): { rows: Row[]; totalcount: number } {
  const needle = query.searchtext.toLowerCase();
  const matching = needle === '' ? [...rows] : rows.filter((r) => searchable(r).some((text) => text.toLowerCase().includes(needle)));
  const direction = query.sortorder === 'desc' ? -1 : 1;
  matching.sort((a, b) => direction * sortValue(a, query.sortby).localeCompare(sortValue(b, query.sortby), 'en-IN', { sensitivity: 'base' }));
  const start = (query.pageno - 1) * query.pagesize;
  return { rows: matching.slice(start, start + query.pagesize), totalcount: matching.length };
}
