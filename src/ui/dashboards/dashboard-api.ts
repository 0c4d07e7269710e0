import { api } from '../../api';
import { COUNT_DEFAULT, corporateDashboardData, prepaidDashboardData, totalSalesCorporate, type SalesReport } from '../../contract/dashboards/operations';
import type { DashboardDataResponse } from '../../contract/dashboards/reports';
import { type MonthSales, salesByMonth } from '../../contract/dashboards/sales-by-month';
import { prepaidField, windowFields } from './dashboard-request';
import type { DashboardFilter } from './dashboard-search-params';

/*
 * The /dashboard calls (docs/features/dashboards.md "Calls"): every booking of the company, or with
 * the prepaid switch on only those paid up front (TG-PREPAIDDASHBOARDDATA, and `prepaid: true` to
 * the totals and the months).
 */

type Rows<N extends DashboardDataResponse['reportname']> = Extract<DashboardDataResponse, { reportname: N }>['DashboardData'];

export interface DashboardData {
  totals: SalesReport;
  topspendingtravellers: Rows<'topspendingtravellers'>;
  violatingtravellers: Rows<'violatingtravellers'>;
  topexpensemerchants: Rows<'topexpensemerchants'>;
  topexpensecategories: Rows<'topexpensecategories'>;
  advancepurchase: Rows<'advancepurchase'>;
  approvaldelaytimecompliance: Rows<'approvaldelaytimecompliance'>;
  travelsummary: Rows<'travelsummary'>;
  /** TG-SALESBYMONTH: every month of the window. */
  salesbymonth: MonthSales[];
}

async function report<N extends DashboardDataResponse['reportname']>(reportname: N, filter: DashboardFilter): Promise<Rows<N>> {
  const operation = filter.prepaid ? prepaidDashboardData : corporateDashboardData;
  const answer = await api.callOperation(operation, { ...windowFields(filter), reportname, count: COUNT_DEFAULT });
  return answer.DashboardData as Rows<N>;
}

/** The totals, the months and every report of the window, asked for together. */
export async function loadDashboard(filter: DashboardFilter): Promise<DashboardData> {
  const [sales, salesbymonth, topspendingtravellers, violatingtravellers, topexpensemerchants, topexpensecategories, advancepurchase, approvaldelaytimecompliance, travelsummary] =
    await Promise.all([
      api.callOperation(totalSalesCorporate, { ...windowFields(filter), ...prepaidField(filter) }).then((a) => a.SalesReport),
      api.callOperation(salesByMonth, { ...windowFields(filter), ...prepaidField(filter) }).then((a) => a.SalesByMonth),
      report('topspendingtravellers', filter),
      report('violatingtravellers', filter),
      report('topexpensemerchants', filter),
      report('topexpensecategories', filter),
      report('advancepurchase', filter),
      report('approvaldelaytimecompliance', filter),
      report('travelsummary', filter),
    ]);
  return { totals: sales, topspendingtravellers, violatingtravellers, topexpensemerchants, topexpensecategories, advancepurchase, approvaldelaytimecompliance, travelsummary, salesbymonth };
}

const REPORT_KEYS = [
  'topspendingtravellers',
  'violatingtravellers',
  'topexpensemerchants',
  'topexpensecategories',
  'advancepurchase',
  'approvaldelaytimecompliance',
  'travelsummary',
  'salesbymonth',
] as const satisfies readonly (keyof DashboardData)[];

/** A stored dashboard still in today's shape, or null (written by an older app, or damaged). */
export function readStoredDashboard(value: unknown): DashboardData | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const totals = stored.totals as Record<string, unknown> | undefined;
  const totalsOk = typeof totals === 'object' && totals !== null && typeof totals.totalsales === 'string';
  return totalsOk && REPORT_KEYS.every((k) => Array.isArray(stored[k])) ? (value as DashboardData) : null;
}

/** Nothing happened in the window: no money moved and no traveller booked. */
export function isEmptyWindow(data: DashboardData): boolean {
  const { totalsales, totalspend, missed, totalamendments } = data.totals;
  return [totalsales, totalspend, missed, totalamendments].every((a) => Number(a) === 0) && data.topspendingtravellers.length === 0;
}
