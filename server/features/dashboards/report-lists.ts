import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DashboardDataResponse } from '../../../src/contract/dashboards/reports';
import type { Executor } from '../../store/db';
import { profiles } from '../../store/schema-core';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { measures, rupees } from './measures';

/*
 * The top lists (docs/features/dashboards.md "Reports"): travellers by net spend or by bookings out
 * of policy, and expenses by merchant or category, `count` rows at most, ties in a stable order.
 * The traveller's name is today's, from the profile (the facts keep only the id).
 */

type Rows<N extends DashboardDataResponse['reportname']> = Extract<
  DashboardDataResponse,
  { reportname: N }
>['DashboardData'];

const amountOrder = sql`sum(${f.spendPaise} - ${f.refundPaise})`;

/**
 * Ranks the travellers on the facts alone and names only the `count` kept: joining the profiles
 * before grouping made PostgreSQL carry every fact through the join (1,000,000 facts: 350 ms
 * rather than 230).
 */
async function travellers(db: Executor, where: SQL, count: number, violating: boolean) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        profileid: f.travellerProfileId,
        corporateid: sql<string>`max(${f.corporateId})`.as('corporateid'),
        bookings: sql<number>`${measures.bookings}`.as('bookings'),
        amount: sql<string>`${measures.amount}`.as('amount'),
        outofpolicy: sql<number>`${measures.outOfPolicy}`.as('outofpolicy'),
        missed: sql<string>`${measures.missed}`.as('missed'),
        net: sql<string>`${amountOrder}`.as('net'),
      })
      .from(f)
      .where(where)
      .groupBy(f.travellerProfileId)
      .having(violating ? sql`${measures.outOfPolicy} > 0` : undefined)
      .orderBy(...(violating ? [desc(measures.outOfPolicy)] : []), desc(amountOrder), asc(f.travellerProfileId))
      .limit(count),
  );
  const rows = await db
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
    .leftJoin(profiles, and(eq(profiles.id, ranked.profileid), eq(profiles.corporateId, ranked.corporateid)))
    .orderBy(...(violating ? [desc(ranked.outofpolicy)] : []), desc(ranked.net), asc(ranked.profileid));
  return rows.map((r) => ({
    profileid: r.profileid,
    travellername: [r.first, r.last].filter(Boolean).join(' '),
    bookings: r.bookings,
    amount: rupees(r.amount),
    outofpolicy: r.outofpolicy,
    missed: rupees(r.missed),
  }));
}

export const topSpendingTravellers = (
  db: Executor,
  where: SQL,
  count: number,
): Promise<Rows<'topspendingtravellers'>> => travellers(db, where, count, false);

/** Travellers with bookings out of policy, the most first. */
export const violatingTravellers = (db: Executor, where: SQL, count: number): Promise<Rows<'violatingtravellers'>> =>
  travellers(db, where, count, true);

/** Until expenses exist the merchants are the suppliers paid (airlines, the insurer) and the categories the products. */
async function expenses(db: Executor, where: SQL, count: number, by: typeof f.merchant | typeof f.product) {
  const rows = await db
    .select({ name: by, bookings: measures.bookings, amount: measures.amount })
    .from(f)
    .where(where)
    .groupBy(by)
    .orderBy(desc(amountOrder), asc(by))
    .limit(count);
  return rows.map((r) => ({ name: r.name, bookings: r.bookings, amount: rupees(r.amount) }));
}

export const topExpenseMerchants = (db: Executor, where: SQL, count: number): Promise<Rows<'topexpensemerchants'>> =>
  expenses(db, where, count, f.merchant);

export const topExpenseCategories = (db: Executor, where: SQL, count: number): Promise<Rows<'topexpensecategories'>> =>
  expenses(db, where, count, f.product);
