import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';
import { dashboardConfigOperations } from './config';
import { dashboardBookings } from './drilldown';
import { dashboardFilterOptions } from './filter-options';
import { employeeDashboardData } from './employee';
import { prepaidEntry, windowRequest } from './filter';
import { globalMisTravel } from './mis';
import { intiCorporateDashboardData } from './regions';
import { DashboardDataResponseSchema, REPORT_NAMES } from './reports';
import { salesByMonth } from './sales-by-month';

/*
 * The dashboard calls (docs/features/dashboards.md): the company's reports over a
 * window of days. TG-PREPAIDDASHBOARDDATA is the same report over the bookings paid up front (wallet
 * or card); TG-CORPORATEDASHBOARDDATA counts every booking. None changes anything.
 */

export const COUNT_MAX = 100;
export const COUNT_DEFAULT = 20;

const DashboardDataRequestSchema = windowRequest({
  reportname: v.picklist(REPORT_NAMES, `reportname must be one of ${REPORT_NAMES.join(', ')}`),
  /** How many rows a top list keeps (the charts show at most 20 bars). */
  count: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
        `count must be a whole number from 1 to ${COUNT_MAX}`,
      ),
      v.integer(`count must be a whole number from 1 to ${COUNT_MAX}`),
      v.minValue(1, `count must be a whole number from 1 to ${COUNT_MAX}`),
      v.maxValue(COUNT_MAX, `count must be a whole number from 1 to ${COUNT_MAX}`),
    ),
    COUNT_DEFAULT,
  ),
});
export type DashboardDataRequest = v.InferOutput<typeof DashboardDataRequestSchema>;

const dashboardData = (opid: string) =>
  defineOperation({
    opid,
    actionKey: null,
    action: null,
    roles: DASHBOARD_VIEWERS,
    request: DashboardDataRequestSchema,
    response: DashboardDataResponseSchema,
    mutates: false,
  });

export const corporateDashboardData = dashboardData('TG-CORPORATEDASHBOARDDATA');
export const prepaidDashboardData = dashboardData('TG-PREPAIDDASHBOARDDATA');

/** SalesReport: decimal rupee strings. */
export const SalesReportSchema = v.object({
  totalsales: v.string(),
  totalspend: v.string(),
  missed: v.string(),
  totalamendments: v.string(),
});
export type SalesReport = v.InferOutput<typeof SalesReportSchema>;

export const totalSalesCorporate = defineOperation({
  opid: 'TG-TOTALSALESCORPORATE',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  /** prepaid: only bookings paid up front, as TG-PREPAIDDASHBOARDDATA counts them. */
  request: windowRequest({ prepaid: prepaidEntry }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, SalesReport: SalesReportSchema }),
  mutates: false,
});

export const dashboardOperations = {
  corporateDashboardData,
  prepaidDashboardData,
  totalSalesCorporate,
  intiCorporateDashboardData,
  globalMisTravel,
  employeeDashboardData,
  dashboardBookings,
  salesByMonth,
  dashboardFilterOptions,
  ...dashboardConfigOperations,
};
