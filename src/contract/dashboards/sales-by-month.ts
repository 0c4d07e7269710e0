import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';
import { prepaidEntry, windowRequest } from './filter';

/*
 * TG-SALESBYMONTH (ours; docs/features/dashboards.md "Sales by month"): TG-TOTALSALESCORPORATE's
 * measures month by month, for the charts of spend against missed savings and against
 * amendments. Every month the window touches is present (on the window's day), empty ones at zero.
 */

export const MonthSalesSchema = v.object({
  /** YYYY-MM. */
  month: v.string(),
  /** Standing bookings of the month. */
  bookings: v.number(),
  totalsales: v.string(),
  totalspend: v.string(),
  missed: v.string(),
  totalamendments: v.string(),
});
export type MonthSales = v.InferOutput<typeof MonthSalesSchema>;

export const salesByMonth = defineOperation({
  opid: 'TG-SALESBYMONTH',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  request: windowRequest({ prepaid: prepaidEntry }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, SalesByMonth: v.array(MonthSalesSchema) }),
  mutates: false,
});
