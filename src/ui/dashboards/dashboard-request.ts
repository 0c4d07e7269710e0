import type { DashboardFilter } from './dashboard-search-params';

/** The window and `searchcriteria` (a JSON string) every dashboard call takes (docs/features/dashboards.md "Calls"). */
export function windowFields(filter: DashboardFilter): { fromdate: string; todate: string; searchcriteria: string } {
  return {
    fromdate: filter.from,
    todate: filter.to,
    searchcriteria: JSON.stringify({ datetype: filter.datetype, domint: filter.scope === 'all' ? '' : filter.scope }),
  };
}
