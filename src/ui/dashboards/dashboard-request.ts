import type { DashboardFilter } from './dashboard-search-params';

/**
 * The window and `searchcriteria` (a JSON string) every dashboard call takes (docs/features/dashboards.md
 * "Calls"); a pick left empty is left out, which the server reads as no filter on it.
 */
export function windowFields(filter: DashboardFilter): { fromdate: string; todate: string; searchcriteria: string } {
  const picks = { department: filter.department || undefined, costcentre: filter.costcentre || undefined, project: filter.project || undefined, profileid: filter.traveller || undefined };
  return {
    fromdate: filter.from,
    todate: filter.to,
    searchcriteria: JSON.stringify({ datetype: filter.datetype, domint: filter.scope === 'all' ? '' : filter.scope, ...picks }),
  };
}

/** What TG-TOTALSALESCORPORATE, TG-SALESBYMONTH and the drill-down add for the prepaid switch. */
export const prepaidField = (filter: DashboardFilter) => ({ prepaid: filter.prepaid === true });
