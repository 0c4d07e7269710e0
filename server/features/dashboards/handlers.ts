import type { SQL } from 'drizzle-orm';
import {
  type DashboardDataRequest,
  corporateDashboardData,
  prepaidDashboardData,
  totalSalesCorporate,
} from '../../../src/contract/dashboards/operations';
import type { DashboardDataResponse } from '../../../src/contract/dashboards/reports';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { bookingFacts } from '../../store/schema-dashboards';
import { dashboardConfigHandlers } from './config-handlers';
import { dashboardBookingsHandler } from './drilldown';
import { employeeDashboardDataHandler } from './employee';
import { measures, rupees } from './measures';
import { globalMisTravelHandler } from './mis';
import { intiCorporateDashboardDataHandler } from './regions';
import { advancePurchase, approvalDelayCompliance, travelSummary } from './report-groups';
import { topExpenseCategories, topExpenseMerchants, topSpendingTravellers, violatingTravellers } from './report-lists';
import { factsInScope } from './scope';

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
  const where: SQL = factsInScope(ctx, { window: input, prepaidOnly });
  const base = { ResponseStatus: OK };
  const db = ctx.tx;
  switch (input.reportname) {
    case 'topspendingtravellers':
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: await topSpendingTravellers(db, where, input.count),
      };
    case 'violatingtravellers':
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: await violatingTravellers(db, where, input.count),
      };
    case 'topexpensemerchants':
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: await topExpenseMerchants(db, where, input.count),
      };
    case 'topexpensecategories':
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: await topExpenseCategories(db, where, input.count),
      };
    case 'advancepurchase':
      return { ...base, reportname: input.reportname, DashboardData: await advancePurchase(db, where) };
    case 'travelsummary':
      return { ...base, reportname: input.reportname, DashboardData: await travelSummary(db, where) };
    case 'approvaldelaytimecompliance':
      return { ...base, reportname: input.reportname, DashboardData: await approvalDelayCompliance(db, where) };
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
  const [totals] = await ctx.tx
    .select({ sales: measures.sales, spend: measures.amount, missed: measures.missed, amendments: measures.amendments })
    .from(bookingFacts)
    .where(factsInScope(ctx, { window: input, prepaidOnly: false }));
  return {
    ResponseStatus: OK,
    SalesReport: {
      totalsales: rupees(totals?.sales),
      totalspend: rupees(totals?.spend),
      missed: rupees(totals?.missed),
      totalamendments: rupees(totals?.amendments),
    },
  };
});

export const dashboardHandlers: readonly OperationHandler[] = [
  corporateDashboardDataHandler,
  prepaidDashboardDataHandler,
  totalSalesCorporateHandler,
  intiCorporateDashboardDataHandler,
  globalMisTravelHandler,
  employeeDashboardDataHandler,
  dashboardBookingsHandler,
  ...dashboardConfigHandlers,
];
