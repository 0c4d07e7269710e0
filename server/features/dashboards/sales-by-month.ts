import { sql } from 'drizzle-orm';
import { salesByMonth } from '../../../src/contract/dashboards/sales-by-month';
import { defineHandler } from '../../dispatch/types';
import { groupRows, salesSums, summed } from './fact-sources';
import { salesReport } from './measures';
import { windowMonths } from './regions';

/*
 * TG-SALESBYMONTH (docs/features/dashboards.md "Sales by month"): TG-TOTALSALESCORPORATE's
 * SalesReport month by month, in the same scope, window, filter and prepaid meaning, from the daily
 * roll-up (fact-sources.ts) grouped by the month of the window's day. Every month the window touches is answered; a month
 * without bookings is all zeroes.
 */

const OK = { status: 'OK' as const };

export const salesByMonthHandler = defineHandler(salesByMonth)(async (ctx, input) => {
  const rows = groupRows(ctx, { window: input, prepaidOnly: input.prepaid }, 'total');
  const month = sql<string>`to_char(${rows.day}, 'YYYY-MM')`;
  const answered = await ctx.tx
    .select({ month, bookings: summed(rows).bookings, ...salesSums(rows) })
    .from(rows)
    .groupBy(month);
  const byMonth = new Map(answered.map((r) => [r.month, r]));
  return {
    ResponseStatus: OK,
    SalesByMonth: windowMonths(input.fromdate, input.todate).map((m) => {
      const row = byMonth.get(m);
      return { month: m, bookings: row?.bookings ?? 0, ...salesReport(row) };
    }),
  };
});
