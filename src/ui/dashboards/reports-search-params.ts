import { type DashboardSearch, validateDashboardSearch } from './dashboard-search-params';

/*
 * /reports?tab=&from=&to=&datetype=&scope=: the open tab and the window, in the URL so a shared
 * link opens the same report. The window is /dashboard's (dashboard-search-params.ts).
 */

export const REPORTS_TABS = ['bookings', 'regions'] as const;
export type ReportsTab = (typeof REPORTS_TABS)[number];

export interface ReportsSearch extends DashboardSearch {
  tab?: ReportsTab;
}

export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const tab = REPORTS_TABS.find((t) => t === search.tab);
  return { ...validateDashboardSearch(search), ...(tab ? { tab } : {}) };
}
