import { and, eq, inArray, sql } from 'drizzle-orm';
import { REIMBURSED_PAYMENT_METHODS } from '../../../src/contract/expenses/line-shape';
import type { ExpenseReportSummary } from '../../../src/contract/expenses/report-shape';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { expenseLines, trips } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import type { ReportRow } from './rows';

/* Report summaries (lists, queues, the head of a report): the sums come from one grouped query. */

/** The lines paid back to the employee (personal card and cash). */
const reimbursed = inArray(expenseLines.paymentMethod, [...REIMBURSED_PAYMENT_METHODS]);

export interface ReportSums {
  total: bigint;
  reimbursable: bigint;
  /** Of the reimbursable lines: finance's allowed amount where set, else the claim. */
  allowed: bigint;
  count: number;
  outOfPolicy: boolean;
}

const EMPTY: ReportSums = { total: 0n, reimbursable: 0n, allowed: 0n, count: 0, outOfPolicy: false };

export async function reportSums(ctx: HandlerContext, reportIds: readonly string[]): Promise<Map<string, ReportSums>> {
  if (reportIds.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      reportId: expenseLines.reportId,
      total: sql<string>`coalesce(sum(${expenseLines.baseMinor}), 0)::text`,
      reimbursable: sql<string>`coalesce(sum(${expenseLines.baseMinor}) filter (where ${reimbursed}), 0)::text`,
      allowed: sql<string>`coalesce(sum(coalesce(${expenseLines.allowedMinor}, ${expenseLines.baseMinor})) filter (where ${reimbursed}), 0)::text`,
      count: sql<number>`count(*)::int`,
      outOfPolicy: sql<boolean>`bool_or(${expenseLines.outOfPolicy})`,
    })
    .from(expenseLines)
    .where(and(eq(expenseLines.corporateId, ctx.session.corporateid), inArray(expenseLines.reportId, [...reportIds])))
    .groupBy(expenseLines.reportId);
  return new Map(
    rows.map((r) => [r.reportId, { total: BigInt(r.total), reimbursable: BigInt(r.reimbursable), allowed: BigInt(r.allowed), count: r.count, outOfPolicy: r.outOfPolicy === true }]),
  );
}

export const sumsOf = (sums: ReadonlyMap<string, ReportSums>, reportId: string) => sums.get(reportId) ?? EMPTY;

/** One report's sums. */
export const sumsOfReport = async (ctx: HandlerContext, reportId: string) => sumsOf(await reportSums(ctx, [reportId]), reportId);

/** Summaries in the order given, with claimant and trip names. */
export async function reportSummaries(ctx: HandlerContext, reports: readonly ReportRow[]): Promise<ExpenseReportSummary[]> {
  const corp = ctx.session.corporateid;
  const tripIds = [...new Set(reports.map((r) => r.tripId).filter((id) => id !== ''))];
  const sums = await reportSums(ctx, reports.map((r) => r.id));
  const names = await namesOf(ctx.tx, corp, [...new Set(reports.map((r) => r.profileId))]);
  const tripRows = tripIds.length === 0 ? [] : await ctx.tx.select({ id: trips.id, name: trips.tripName }).from(trips).where(and(eq(trips.corporateId, corp), inArray(trips.id, tripIds)));
  const tripName = new Map(tripRows.map((t) => [t.id, t.name]));
  return reports.map((r) => {
    const s = sumsOf(sums, r.id);
    return {
      reportid: r.id,
      reportno: r.reportNo,
      title: r.title,
      tripid: r.tripId,
      tripname: tripName.get(r.tripId) ?? '',
      profileid: r.profileId,
      claimant: names.get(r.profileId) ?? '',
      status: r.status,
      currency: r.currency,
      total: minorUnitsToDecimal(s.total),
      reimbursable: minorUnitsToDecimal(s.reimbursable),
      allowed: minorUnitsToDecimal(s.allowed),
      linecount: s.count,
      outofpolicy: s.outOfPolicy,
      submittedon: r.submittedAt?.toISOString() ?? '',
      updatedon: r.updatedAt.toISOString(),
    };
  });
}
