import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DashboardDataResponse } from '../../../src/contract/dashboards/reports';
import { profiles } from '../../store/schema-core';
import { summed, travellerRows } from './fact-sources';
import { rupees } from './measures';
import { topGroups } from './report-groups';
import type { ReportReader, ReportScope } from './scope';

/*
 * The top lists (docs/features/dashboards.md "Reports"): travellers by net spend or by bookings out
 * of policy, and expenses by merchant or category, `count` rows at most, ties in a stable order.
 * The traveller's name is today's, from the profile (the facts keep only the id).
 */

type Rows<N extends DashboardDataResponse['reportname']> = Extract<
  DashboardDataResponse,
  { reportname: N }
>['DashboardData'];

/**
 * Ranks the travellers on the facts and the monthly roll-up alone, and names only the `count`
 * kept: joining the profiles before grouping made PostgreSQL carry every row through the join.
 */
async function travellers(ctx: ReportReader, scope: ReportScope, count: number, violating: boolean) {
  const db = ctx.tx;
  const rows = travellerRows(ctx, scope);
  const sums = summed(rows);
  const net = sql`sum(${rows.spend} - ${rows.refund})`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        profileid: rows.traveller,
        bookings: sql<number>`${sums.bookings}`.as('bookings'),
        amount: sql<string>`${sums.amount}`.as('amount'),
        outofpolicy: sql<number>`${sums.outOfPolicy}`.as('outofpolicy'),
        missed: sql<string>`${sums.missed}`.as('missed'),
        net: sql<string>`${net}`.as('net'),
      })
      .from(rows)
      .groupBy(rows.traveller)
      .having(violating ? sql`${sums.outOfPolicy} > 0` : sql`${sums.facts} > 0`)
      .orderBy(...(violating ? [desc(sums.outOfPolicy)] : []), desc(net), asc(rows.traveller))
      .limit(count),
  );
  const named = await db
    .with(ranked)
    .select({
      profileid: ranked.profileid,
      first: profiles.passportFirstName,
      last: profiles.passportLastName,
      bookings: ranked.bookings,
      amount: ranked.amount,
      outofpolicy: ranked.outofpolicy,
      missed: ranked.missed,
    })
    .from(ranked)
    .leftJoin(profiles, and(eq(profiles.id, ranked.profileid), eq(profiles.corporateId, ctx.session.corporateid)))
    .orderBy(...(violating ? [desc(ranked.outofpolicy)] : []), desc(ranked.net), asc(ranked.profileid));
  return named.map((r) => ({
    profileid: r.profileid,
    travellername: [r.first, r.last].filter(Boolean).join(' '),
    bookings: r.bookings,
    amount: rupees(r.amount),
    outofpolicy: r.outofpolicy,
    missed: rupees(r.missed),
  }));
}

export const topSpendingTravellers = (ctx: ReportReader, scope: ReportScope, count: number): Promise<Rows<'topspendingtravellers'>> =>
  travellers(ctx, scope, count, false);

/** Travellers with bookings out of policy, the most first. */
export const violatingTravellers = (ctx: ReportReader, scope: ReportScope, count: number): Promise<Rows<'violatingtravellers'>> =>
  travellers(ctx, scope, count, true);

/** Until expenses exist the merchants are the suppliers paid (airlines, the insurer) and the categories the products. */
export const topExpenseMerchants = (ctx: ReportReader, scope: ReportScope, count: number): Promise<Rows<'topexpensemerchants'>> =>
  topGroups(ctx, scope, 'merchant', count);

export const topExpenseCategories = (ctx: ReportReader, scope: ReportScope, count: number): Promise<Rows<'topexpensecategories'>> =>
  topGroups(ctx, scope, 'product', count);
