import { type SQL, and, isNotNull, ne, sql } from 'drizzle-orm';
import {
  ADVANCE_BUCKETS,
  APPROVAL_DELAY_BUCKETS,
  type DashboardDataResponse,
} from '../../../src/contract/dashboards/reports';
import type { Executor } from '../../store/db';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { measures, rupees } from './measures';

/*
 * The reports of fixed groups (docs/features/dashboards.md "Reports"): every group is answered, an
 * empty one with zeros, so a chart keeps its bars in the same order whatever the window holds.
 */

type Rows<N extends DashboardDataResponse['reportname']> = Extract<
  DashboardDataResponse,
  { reportname: N }
>['DashboardData'];

/** Days booked ahead: 0-3, 4-7, 8-14, 15-30, then 31 and more. */
export const advanceBucket = sql<string>`case
  when ${f.advanceDays} <= 3 then '0-3'
  when ${f.advanceDays} <= 7 then '4-7'
  when ${f.advanceDays} <= 14 then '8-14'
  when ${f.advanceDays} <= 30 then '15-30'
  else '30+' end`;

export async function advancePurchase(db: Executor, where: SQL): Promise<Rows<'advancepurchase'>> {
  const rows = await db
    .select({ bucket: advanceBucket, bookings: measures.bookings, amount: measures.amount })
    .from(f)
    .where(where)
    .groupBy(advanceBucket);
  return ADVANCE_BUCKETS.map((bucket) => {
    const row = rows.find((r) => r.bucket === bucket);
    return { bucket, bookings: row?.bookings ?? 0, amount: rupees(row?.amount) };
  });
}

/** Hours from request to decision, each bucket up to and including its upper bound. */
export const delayBucket = sql<string>`case
  when ${f.approvalDelayMinutes} <= 240 then '0-4'
  when ${f.approvalDelayMinutes} <= 1440 then '4-24'
  when ${f.approvalDelayMinutes} <= 2880 then '24-48'
  else '48+' end`;

/**
 * Bookings that went through an approval (cancelled ones too: the approval took its time), by how
 * long the decision took, with the average in hours (one decimal).
 */
export async function approvalDelayCompliance(db: Executor, where: SQL): Promise<Rows<'approvaldelaytimecompliance'>> {
  const rows = await db
    .select({
      bucket: delayBucket,
      bookings: sql<number>`count(*)::int`,
      averagehours: sql<string>`round(avg(${f.approvalDelayMinutes}) / 60.0, 1)::text`,
    })
    .from(f)
    .where(and(where, isNotNull(f.approvalDelayMinutes), ne(f.state, 'replaced')))
    .groupBy(delayBucket);
  return APPROVAL_DELAY_BUCKETS.map((bucket) => {
    const row = rows.find((r) => r.bucket === bucket);
    return { bucket, bookings: row?.bookings ?? 0, averagehours: row ? Number(row.averagehours).toFixed(1) : '0.0' };
  });
}

/** Domestic and international side by side: bookings, spend, policy, cancellations, missed savings, amendments. */
export async function travelSummary(db: Executor, where: SQL): Promise<Rows<'travelsummary'>> {
  const rows = await db
    .select({
      group: f.domInt,
      bookings: measures.bookings,
      amount: measures.amount,
      inpolicy: measures.inPolicy,
      outofpolicy: measures.outOfPolicy,
      cancelled: measures.cancelled,
      missed: measures.missed,
      amendments: measures.amendments,
    })
    .from(f)
    .where(where)
    .groupBy(f.domInt);
  return (['domestic', 'international'] as const).map((group) => {
    const row = rows.find((r) => r.group === group);
    return {
      group,
      bookings: row?.bookings ?? 0,
      amount: rupees(row?.amount),
      inpolicy: row?.inpolicy ?? 0,
      outofpolicy: row?.outofpolicy ?? 0,
      cancelled: row?.cancelled ?? 0,
      missed: rupees(row?.missed),
      amendments: rupees(row?.amendments),
    };
  });
}
