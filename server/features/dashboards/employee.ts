import { type SQL, and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  type EmployeeDashboardRequest,
  type EmployeeDashboardResponse,
  employeeDashboardData,
} from '../../../src/contract/dashboards/employee';
import { indiaToday } from '../../../src/domain/calendar-days';
import { defineHandler } from '../../dispatch/types';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { measures, rupees, standing } from './measures';
import { windowMonths } from './regions';

/*
 * TG-EMPLOYEEDASHBOARDDATA (docs/features/dashboards.md "Traveller dashboard"): the caller's own
 * bookings as traveller, by booking day, whatever their role, never anyone else's (the dispatcher
 * has already refused another profileid or corporateid). Measures as the company reports count.
 */

const OK = { status: 'OK' as const };

/** The window asked for, or the twelve months up to today (India days), from the first of the eleventh month back. */
function window(input: EmployeeDashboardRequest, now: Date) {
  const today = indiaToday(now);
  const todate = input.todate ?? (input.fromdate && input.fromdate > today ? input.fromdate : today);
  const months = Number(todate.slice(0, 4)) * 12 + Number(todate.slice(5, 7)) - 1 - 11;
  const first = `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
  return { fromdate: input.fromdate ?? first, todate };
}

export const employeeDashboardDataHandler = defineHandler(employeeDashboardData)(async (
  ctx,
  input,
): Promise<EmployeeDashboardResponse> => {
  const { fromdate, todate } = window(input, ctx.now);
  const where = and(
    eq(f.corporateId, ctx.session.corporateid),
    eq(f.travellerProfileId, ctx.session.profileid),
    gte(f.bookingDate, fromdate),
    lte(f.bookingDate, todate),
  );
  const base = { ResponseStatus: OK, fromdate, todate };
  const select = { bookings: measures.bookings, amount: measures.amount };
  switch (input.reportname) {
    case 'spendbymonth': {
      const month = sql<string>`to_char(${f.bookingDate}, 'YYYY-MM')`;
      const rows = await ctx.tx
        .select({ month, ...select })
        .from(f)
        .where(where)
        .groupBy(month);
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: windowMonths(fromdate, todate).map((m) => {
          const row = rows.find((r) => r.month === m);
          return { month: m, bookings: row?.bookings ?? 0, amount: rupees(row?.amount) };
        }),
      };
    }
    case 'spendbyproduct': {
      const rows = await ctx.tx
        .select({ product: f.product, ...select })
        .from(f)
        .where(where)
        .groupBy(f.product)
        .orderBy(asc(f.product));
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: rows.map((r) => ({ product: r.product, bookings: r.bookings, amount: rupees(r.amount) })),
      };
    }
    case 'policy': {
      const missed = (inPolicy: boolean) =>
        sql<string>`coalesce(sum(${f.missedPaise}) filter (where ${standing} and ${f.inPolicy} = ${inPolicy}), 0)::bigint::text`;
      const [row] = await ctx.tx
        .select({
          inPolicy: measures.inPolicy,
          outOfPolicy: measures.outOfPolicy,
          missedIn: missed(true),
          missedOut: missed(false),
        })
        .from(f)
        .where(where);
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: [
          { group: 'In Policy', bookings: row?.inPolicy ?? 0, missed: rupees(row?.missedIn) },
          { group: 'Out Of Policy', bookings: row?.outOfPolicy ?? 0, missed: rupees(row?.missedOut) },
        ],
      };
    }
    case 'upcoming': {
      // Only standing bookings: a cancelled or replaced one will not be travelled. Filtered sums,
      // not a GROUP BY on today's date: a bound parameter in both would not match as one expression.
      const ahead = sql`${f.travelDate} >= ${indiaToday(ctx.now)}`;
      const sums = (when: SQL) => ({
        bookings: sql<number>`(count(*) filter (where ${when}))::int`,
        amount: sql<string>`coalesce(sum(${f.spendPaise} - ${f.refundPaise}) filter (where ${when}), 0)::bigint::text`,
      });
      const [row] = await ctx.tx
        .select({ upcoming: sums(ahead), past: sums(sql`not (${ahead})`) })
        .from(f)
        .where(and(where, eq(f.state, 'standing')));
      return {
        ...base,
        reportname: input.reportname,
        DashboardData: (['upcoming', 'past'] as const).map((group) => ({
          group,
          bookings: row?.[group].bookings ?? 0,
          amount: rupees(row?.[group].amount),
        })),
      };
    }
  }
});
