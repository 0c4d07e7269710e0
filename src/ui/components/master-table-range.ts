/** Counts in Indian grouping (1,00,000), as money is shown. */
const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "1–50 of 2,000" for a page of a list; "0 of 0" for an empty one. */
export function pageRange(pageno: number, pagesize: number, shown: number, totalcount: number): string {
  if (totalcount === 0 || shown === 0) return `0 of ${counts.format(totalcount)}`;
  const first = (pageno - 1) * pagesize + 1;
  return `${counts.format(first)}–${counts.format(first + shown - 1)} of ${counts.format(totalcount)}`;
}

export type SortOrder = 'asc' | 'desc';

/** Clicking a column sorts by it ascending; clicking the sorted column again flips the order. */
export function nextSort(current: { sortby: string; sortorder: SortOrder }, column: string): { sortby: string; sortorder: SortOrder } {
  if (current.sortby !== column) return { sortby: column, sortorder: 'asc' };
  return { sortby: column, sortorder: current.sortorder === 'asc' ? 'desc' : 'asc' };
}
