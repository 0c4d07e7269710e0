import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import { intiCorporateDashboardData } from '../../../src/contract/dashboards/regions';
import type { RegionRow } from '../../../src/contract/dashboards/regions';
import { defineHandler } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { departments } from '../../store/schema-trips-masters';
import { measures, rupees, standing, tripKey } from './measures';
import { factsInScope, windowDay } from './scope';

/*
 * TG-INTICORPORATEDASHBOARDDATA (docs/features/dashboards.md "Regions"): trips and spend by
 * destination country, by month, by department and in or out of policy. A trip is counted once
 * per group it touches (a trip to two countries is a trip of each); a booking outside a trip is a
 * trip of its own (measures.ts tripKey). Spend is net, as the other reports count it.
 */

const OK = { status: 'OK' as const };
const amountOrder = sql`sum(${f.spendPaise} - ${f.refundPaise})`;
const net = (when: SQL) =>
  sql<string>`coalesce(sum(${f.spendPaise} - ${f.refundPaise}) filter (where ${when}), 0)::bigint::text`;
const tripsWhere = (when: SQL) => sql<number>`(count(distinct ${tripKey}) filter (where ${standing} and ${when}))::int`;

const isFlight = sql`${f.product} = 'flight'`;
const isHotel = sql`${f.product} = 'hotel'`;
/** Everything but flights and hotels (insurance today) until taxis exist. */
const isOther = sql`${f.product} not in ('flight', 'hotel', 'taxi')`;
/** Room nights of the hotel stays still booked (a cancelled stay was not slept in). */
const hotelNights = sql<number>`(coalesce(sum(${f.nights}) filter (where ${standing} and ${isHotel}), 0))::int`;

/** The months of the window, YYYY-MM, in order. */
export function windowMonths(fromdate: string, todate: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(fromdate.slice(0, 4)), Number(fromdate.slice(5, 7))];
  const last = todate.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Net paise over trips, rounded to the paisa; '0.00' without trips. */
const average = (paise: string, trips: number) => rupees(trips === 0 ? 0 : Math.round(Number(paise) / trips));

async function regions(
  db: Executor,
  where: SQL,
  day: ReturnType<typeof windowDay>,
  months: string[],
): Promise<RegionRow[]> {
  const rows = await db
    .select({
      region: f.region,
      trips: measures.trips,
      flight: net(isFlight),
      hotel: net(isHotel),
      other: net(isOther),
      total: measures.amount,
      flightTrips: tripsWhere(isFlight),
      hotelTrips: tripsWhere(isHotel),
      nights: hotelNights,
    })
    .from(f)
    .where(where)
    .groupBy(f.region)
    .orderBy(desc(amountOrder), asc(f.region));
  const month = sql<string>`to_char(${day}, 'YYYY-MM')`;
  const byMonth = await db
    .select({ region: f.region, month, trips: measures.trips })
    .from(f)
    .where(where)
    .groupBy(f.region, month);
  return rows.map((r) => ({
    region: r.region,
    tripsCount: r.trips,
    totalFlightExpenseCost: rupees(r.flight),
    totalHotelExpenseCost: rupees(r.hotel),
    totalTaxiExpenseCost: rupees(0),
    totalOtherExpenseCost: rupees(r.other),
    totalCost: rupees(r.total),
    averageFlightCost: average(r.flight, r.flightTrips),
    averageHotelCost: average(r.hotel, r.hotelTrips),
    averageTaxiCost: rupees(0),
    totalHotelNights: r.nights,
    monthWiseData: months.map((m) => ({
      month: m,
      tripsCount: byMonth.find((b) => b.region === r.region && b.month === m)?.trips ?? 0,
    })),
  }));
}

/** By department, the financial group: trips domestic and international, spend, trips out of policy. */
async function financialGroups(db: Executor, where: SQL) {
  const rows = await db
    .select({
      department: f.departmentId,
      name: sql<string | null>`max(${departments.name})`,
      trips: measures.trips,
      domestic: tripsWhere(sql`${f.domInt} = 'domestic'`),
      international: tripsWhere(sql`${f.domInt} = 'international'`),
      outOfPolicy: tripsWhere(sql`not ${f.inPolicy}`),
      total: measures.amount,
    })
    .from(f)
    .leftJoin(departments, and(eq(departments.id, f.departmentId), eq(departments.corporateId, f.corporateId)))
    .where(where)
    .groupBy(f.departmentId)
    .orderBy(desc(amountOrder), asc(f.departmentId));
  return rows.map((r) => ({ ...r, name: r.name ?? '' }));
}

export const intiCorporateDashboardDataHandler = defineHandler(intiCorporateDashboardData)(async (ctx, input) => {
  const where = factsInScope(ctx, { window: input, prepaidOnly: false });
  const months = windowMonths(input.fromdate, input.todate);
  const byRegion = await regions(ctx.tx, where, windowDay(input.searchcriteria), months);
  const groups = await financialGroups(ctx.tx, where);
  return {
    ResponseStatus: OK,
    DashboardData: byRegion,
    groupByFA: groups.map((g) => ({
      department: g.department,
      departmentname: g.name,
      tripsCount: g.trips,
      domestic: g.domestic,
      international: g.international,
      totalCost: rupees(g.total),
    })),
    groupByPolicy: groups.map((g) => ({
      department: g.department,
      departmentname: g.name,
      tripsCount: g.trips,
      policyData: { 'In Policy': g.trips - g.outOfPolicy, 'Out Of Policy': g.outOfPolicy },
    })),
  };
});
