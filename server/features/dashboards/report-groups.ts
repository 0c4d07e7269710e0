import { asc, desc, ne, sql } from 'drizzle-orm';
import {
  ADVANCE_BUCKETS,
  APPROVAL_DELAY_BUCKETS,
  type DashboardDataResponse,
} from '../../../src/contract/dashboards/reports';
import { type GroupKind, groupRows, summed } from './fact-sources';
import { rupees } from './measures';
import type { ReportReader, ReportScope } from './scope';

/*
 * The reports of groups (docs/features/dashboards.md "Reports"), read from the daily roll-up or the
 * facts (fact-sources.ts). The fixed groups are all answered, an empty one with zeros, so a chart
 * keeps its bars in the same order whatever the window holds.
 */

type Rows<N extends DashboardDataResponse['reportname']> = Extract<
  DashboardDataResponse,
  { reportname: N }
>['DashboardData'];

/** Sums of one kind of group by its key, only groups with facts in the window. */
function byKey(ctx: ReportReader, scope: ReportScope, kind: GroupKind) {
  const rows = groupRows(ctx, scope, kind);
  const sums = summed(rows);
  return { rows, sums, query: ctx.tx.select({ key: rows.key, ...sums }).from(rows).groupBy(rows.key).having(sql`${sums.facts} > 0`) };
}

export async function advancePurchase(ctx: ReportReader, scope: ReportScope): Promise<Rows<'advancepurchase'>> {
  const rows = await byKey(ctx, scope, 'advance').query;
  return ADVANCE_BUCKETS.map((bucket) => {
    const row = rows.find((r) => r.key === bucket);
    return { bucket, bookings: row?.bookings ?? 0, amount: rupees(row?.amount) };
  });
}

/**
 * Bookings that went through an approval (cancelled ones too: the approval took its time; replaced
 * ones not), by how long the decision took, with the average in hours (one decimal).
 */
export async function approvalDelayCompliance(ctx: ReportReader, scope: ReportScope): Promise<Rows<'approvaldelaytimecompliance'>> {
  const { rows, sums } = byKey(ctx, scope, 'delay');
  const answered = await ctx.tx
    .select({
      key: rows.key,
      approvals: sums.approvals,
      averagehours: sql<string>`round(sum(${rows.approvalMinutes})::numeric / nullif(sum(${rows.approvals}), 0) / 60.0, 1)::text`,
    })
    .from(rows)
    .where(ne(rows.key, ''))
    .groupBy(rows.key);
  return APPROVAL_DELAY_BUCKETS.map((bucket) => {
    const row = answered.find((r) => r.key === bucket && r.approvals > 0);
    return {
      bucket,
      bookings: row?.approvals ?? 0,
      averagehours: row ? Number(row.averagehours).toFixed(1) : '0.0',
    };
  });
}

/** Domestic and international side by side: bookings, spend, policy, cancellations, missed savings, amendments. */
export async function travelSummary(ctx: ReportReader, scope: ReportScope): Promise<Rows<'travelsummary'>> {
  const rows = groupRows(ctx, scope, 'total');
  const sums = summed(rows);
  const answered = await ctx.tx.select({ group: rows.domint, ...sums }).from(rows).groupBy(rows.domint);
  return (['domestic', 'international'] as const).map((group) => {
    const row = answered.find((r) => r.group === group);
    return {
      group,
      bookings: row?.bookings ?? 0,
      amount: rupees(row?.amount),
      inpolicy: row?.inPolicy ?? 0,
      outofpolicy: row?.outOfPolicy ?? 0,
      cancelled: row?.cancelled ?? 0,
      missed: rupees(row?.missed),
      amendments: rupees(row?.amendments),
    };
  });
}

/** The top merchants or categories by net spend, `count` at most, ties by name. */
export async function topGroups(
  ctx: ReportReader,
  scope: ReportScope,
  kind: 'merchant' | 'product',
  count: number,
): Promise<{ name: string; bookings: number; amount: string }[]> {
  const { rows, query } = byKey(ctx, scope, kind);
  const answered = await query.orderBy(desc(sql`sum(${rows.spend} - ${rows.refund})`), asc(rows.key)).limit(count);
  return answered.map((r) => ({ name: r.key, bookings: r.bookings, amount: rupees(r.amount) }));
}
