import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { CategoryTotals, PerDiemDays } from '../../../src/domain/expense-policy';
import type { HandlerContext } from '../../dispatch/types';
import { tripDays } from '../../pdf/docket-format';
import { expenseCategories, expenseLines, trips } from '../../store/schema';
import type { CategoryRow } from './line-refs';
import type { LineRow } from './rows';

/*
 * What the policy on lines sums (docs/features/expenses.md "Policy"): the owner's lines of a
 * category on a day (any report or none) and in a report, and the days of a trip's per-diem lines.
 * Company-paid booking lines are shown, not claimed: they count towards no limit.
 */

export type JudgedLine = Pick<LineRow, 'id' | 'reportId' | 'tripId' | 'categoryId' | 'expenseDate' | 'baseCurrency' | 'baseMinor' | 'lineType' | 'days'>;

export interface PolicyTotals {
  category(line: JudgedLine): CategoryRow | undefined;
  totals(line: JudgedLine): CategoryTotals;
  perDiem(line: JudgedLine): PerDiemDays | null;
}

const sumBy = <K>(rows: readonly JudgedLine[], key: (l: JudgedLine) => K | null, value: (l: JudgedLine) => bigint) => {
  const sums = new Map<K, bigint>();
  for (const l of rows) {
    const k = key(l);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0n) + value(l));
  }
  return sums;
};
const dayKey = (l: JudgedLine) => `${l.categoryId}|${l.baseCurrency}|${l.expenseDate}`;
const claimKey = (l: JudgedLine) => (l.reportId === '' ? null : `${l.categoryId}|${l.baseCurrency}|${l.reportId}`);

/** The sums every line of `lines` (all the caller's) is judged by, read in three queries. */
export async function policyTotals(ctx: HandlerContext, lines: readonly JudgedLine[]): Promise<PolicyTotals> {
  const corp = ctx.session.corporateid;
  const categoryIds = [...new Set(lines.map((l) => l.categoryId))];
  const dates = [...new Set(lines.map((l) => l.expenseDate))];
  const reportIds = [...new Set(lines.map((l) => l.reportId).filter((id) => id !== ''))];
  const perDiemTrips = [...new Set(lines.filter((l) => l.lineType === 'perdiem').map((l) => l.tripId))];
  const sameCategory = and(inArray(expenseLines.categoryId, categoryIds), or(inArray(expenseLines.expenseDate, dates), ...(reportIds.length > 0 ? [inArray(expenseLines.reportId, reportIds)] : [])));
  const sameTrip = perDiemTrips.length > 0 ? and(eq(expenseLines.lineType, 'perdiem'), inArray(expenseLines.tripId, perDiemTrips)) : undefined;
  const counted: JudgedLine[] =
    lines.length === 0
      ? []
      : await ctx.tx
          .select({
            id: expenseLines.id,
            reportId: expenseLines.reportId,
            tripId: expenseLines.tripId,
            categoryId: expenseLines.categoryId,
            expenseDate: expenseLines.expenseDate,
            baseCurrency: expenseLines.baseCurrency,
            baseMinor: expenseLines.baseMinor,
            lineType: expenseLines.lineType,
            days: expenseLines.days,
          })
          .from(expenseLines)
          .where(and(eq(expenseLines.corporateId, corp), eq(expenseLines.profileId, ctx.session.profileid), ne(expenseLines.lineType, 'booking'), or(sameCategory, sameTrip)));
  const categories = categoryIds.length === 0 ? [] : await ctx.tx.select().from(expenseCategories).where(and(eq(expenseCategories.corporateId, corp), inArray(expenseCategories.id, categoryIds)));
  const tripRows =
    perDiemTrips.length === 0 ? [] : await ctx.tx.select({ id: trips.id, fromDate: trips.fromDate, toDate: trips.toDate }).from(trips).where(and(eq(trips.corporateId, corp), inArray(trips.id, perDiemTrips)));

  const byDay = sumBy(counted, dayKey, (l) => l.baseMinor);
  const byClaim = sumBy(counted, claimKey, (l) => l.baseMinor);
  const daysByTrip = sumBy(counted, (l) => (l.lineType === 'perdiem' ? l.tripId : null), (l) => BigInt(l.days ?? 0));
  const category = new Map(categories.map((c) => [c.id, c]));
  const tripLasts = new Map(tripRows.map((t) => [t.id, tripDays(t.fromDate, t.toDate)]));
  return {
    category: (line) => category.get(line.categoryId),
    totals: (line) => {
      const claim = claimKey(line);
      return { date: line.expenseDate, dayMinor: byDay.get(dayKey(line)) ?? 0n, claimMinor: claim === null ? null : (byClaim.get(claim) ?? 0n) };
    },
    perDiem: (line) => {
      const lasts = tripLasts.get(line.tripId);
      return line.lineType === 'perdiem' && lasts !== undefined ? { claimed: Number(daysByTrip.get(line.tripId) ?? 0n), tripLasts: lasts } : null;
    },
  };
}
