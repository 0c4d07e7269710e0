import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { lineVerdict } from '../../../src/domain/expense-policy';
import { EXPENSE_REPORT_STATUSES } from '../../../src/domain/expense-report-types';
import { isExpenseReportEditable } from '../../../src/domain/expense-report';
import type { HandlerContext } from '../../dispatch/types';
import { expenseLines, expenseReports } from '../../store/schema';
import { policyTotals } from './policy-totals';
import type { LineRow } from './rows';

/*
 * The policy verdicts of lines kept true (docs/features/expenses.md "Policy"): a save, delete or
 * move re-evaluates the owner's lines it shares a category's day or report (or a trip's per diem) with,
 * and a submission re-evaluates every line of the report against the masters as they are now. Lines
 * of a report with the approvers or finance keep the verdict they were sent with.
 */

const EDITABLE = EXPENSE_REPORT_STATUSES.filter(isExpenseReportEditable);

/** Where a line is (or was): what it is summed with. */
export type LinePlace = Pick<LineRow, 'categoryId' | 'expenseDate' | 'reportId' | 'tripId' | 'lineType'>;

const sameVerdict = (a: Pick<LineRow, 'receiptRequired' | 'outOfPolicy' | 'policyReasons'>, b: typeof a) =>
  a.receiptRequired === b.receiptRequired && a.outOfPolicy === b.outOfPolicy && JSON.stringify(a.policyReasons) === JSON.stringify(b.policyReasons);

/**
 * Evaluates `lines` (the caller's, booking lines left as they are) against the current masters and the
 * owner's other lines, writing the verdicts that changed; answers every line as it now is.
 */
export async function reevaluateLines(ctx: HandlerContext, lines: readonly LineRow[]): Promise<Map<string, LineRow>> {
  const judged = lines.filter((l) => l.lineType !== 'booking');
  const sums = await policyTotals(ctx, judged);
  const now = new Map(lines.map((l) => [l.id, l]));
  // One after the other: a transaction's client runs one query at a time.
  for (const line of judged) {
    const category = sums.category(line);
    if (!category) continue;
    const verdict = lineVerdict(
      { lineType: line.lineType, baseMinor: line.baseMinor, receiptAboveMinor: category.receiptRequiredAbovePaise, perDiem: sums.perDiem(line) },
      { name: category.name, perDayMinor: category.limitPerDayPaise, perClaimMinor: category.limitPerClaimPaise },
      sums.totals(line),
      line.baseCurrency,
    );
    if (sameVerdict(line, verdict)) continue;
    const [updated] = await ctx.tx.update(expenseLines).set({ ...verdict, updatedAt: ctx.now }).where(eq(expenseLines.id, line.id)).returning();
    now.set(line.id, updated!);
  }
  return now;
}

/**
 * Re-evaluates the caller's lines that share a sum with `places` (a line's place before and after a
 * change): in no report or in one its owner may still change. Answers the lines whose verdict changed.
 */
export async function reevaluateAround(ctx: HandlerContext, places: readonly LinePlace[]): Promise<LineRow[]> {
  // Many lines of one report (a report deleted) share their places: each is asked for once.
  const distinct = [...new Map(places.map((p) => [JSON.stringify([p.categoryId, p.expenseDate, p.reportId, p.lineType === 'perdiem' ? p.tripId : '']), p])).values()];
  if (distinct.length === 0) return [];
  const shares = distinct.flatMap((p) => [
    and(eq(expenseLines.categoryId, p.categoryId), p.reportId === '' ? eq(expenseLines.expenseDate, p.expenseDate) : or(eq(expenseLines.expenseDate, p.expenseDate), eq(expenseLines.reportId, p.reportId))),
    ...(p.lineType === 'perdiem' ? [and(eq(expenseLines.lineType, 'perdiem'), eq(expenseLines.tripId, p.tripId))] : []),
  ]);
  const rows = await ctx.tx
    .select({ line: expenseLines })
    .from(expenseLines)
    .leftJoin(expenseReports, eq(expenseReports.id, expenseLines.reportId))
    .where(
      and(
        eq(expenseLines.corporateId, ctx.session.corporateid),
        eq(expenseLines.profileId, ctx.session.profileid),
        ne(expenseLines.lineType, 'booking'),
        or(eq(expenseLines.reportId, ''), inArray(expenseReports.status, EDITABLE)),
        or(...shares),
      ),
    )
    .orderBy(expenseLines.id)
    .for('update', { of: expenseLines });
  const before = rows.map((r) => r.line);
  const after = await reevaluateLines(ctx, before);
  return before.map((l) => after.get(l.id)!).filter((l, i) => l !== before[i]);
}
