import {
  type DashboardDataRequest,
  corporateDashboardData,
  prepaidDashboardData,
  totalSalesCorporate,
} from '../../../src/contract/dashboards/operations';
import type { DashboardDataResponse } from '../../../src/contract/dashboards/reports';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { dashboardConfigHandlers } from './config-handlers';
import { dashboardBookingsHandler } from './drilldown';
import { employeeDashboardDataHandler } from './employee';
import { groupRows, salesSums } from './fact-sources';
import { salesReport } from './measures';
import { globalMisTravelHandler } from './mis';
import { dashboardFilterOptionsHandler } from './filter-options';
import { intiCorporateDashboardDataHandler } from './regions';
import { advancePurchase, approvalDelayCompliance, travelSummary } from './report-groups';
import { topExpenseCategories, topExpenseMerchants, topSpendingTravellers, violatingTravellers } from './report-lists';
import { salesByMonthHandler } from './sales-by-month';
import type { ReportScope } from './scope';

/*
 * The dashboard calls (contract: src/contract/dashboards/; docs/features/dashboards.md). Every
 * report reads only booking_facts, in the caller's company and scope (scope.ts).
 */

const OK = { status: 'OK' as const };

async function report(
  ctx: HandlerContext,
  input: DashboardDataRequest,
  prepaidOnly: boolean,
): Promise<DashboardDataResponse> {
  const scope: ReportScope = { window: input, prepaidOnly };
  const base = { ResponseStatus: OK };
  switch (input.reportname) {
    case 'topspendingtravellers':
      return { ...base, reportname: input.reportname, DashboardData: await topSpendingTravellers(ctx, scope, input.count) };
    case 'violatingtravellers':
      return { ...base, reportname: input.reportname, DashboardData: await violatingTravellers(ctx, scope, input.count) };
    case 'topexpensemerchants':
      return { ...base, reportname: input.reportname, DashboardData: await topExpenseMerchants(ctx, scope, input.count) };
    case 'topexpensecategories':
      return { ...base, reportname: input.reportname, DashboardData: await topExpenseCategories(ctx, scope, input.count) };
    case 'advancepurchase':
      return { ...base, reportname: input.reportname, DashboardData: await advancePurchase(ctx, scope) };
    case 'travelsummary':
      return { ...base, reportname: input.reportname, DashboardData: await travelSummary(ctx, scope) };
    case 'approvaldelaytimecompliance':
      return { ...base, reportname: input.reportname, DashboardData: await approvalDelayCompliance(ctx, scope) };
  }
}

export const corporateDashboardDataHandler = defineHandler(corporateDashboardData)((ctx, input) =>
  report(ctx, input, false),
);
export const prepaidDashboardDataHandler = defineHandler(prepaidDashboardData)((ctx, input) =>
  report(ctx, input, true),
);

/** SalesReport: what stands booked, what was spent net, the savings missed and the amendments' fees. */
export const totalSalesCorporateHandler = defineHandler(totalSalesCorporate)(async (ctx, input) => {
  const rows = groupRows(ctx, { window: input, prepaidOnly: input.prepaid }, 'total');
  const [totals] = await ctx.tx.select(salesSums(rows)).from(rows);
  return { ResponseStatus: OK, SalesReport: salesReport(totals) };
});

export const dashboardHandlers: readonly OperationHandler[] = [
  corporateDashboardDataHandler,
  prepaidDashboardDataHandler,
  totalSalesCorporateHandler,
  intiCorporateDashboardDataHandler,
  globalMisTravelHandler,
  employeeDashboardDataHandler,
  dashboardBookingsHandler,
  salesByMonthHandler,
  dashboardFilterOptionsHandler,
  ...dashboardConfigHandlers,
];
