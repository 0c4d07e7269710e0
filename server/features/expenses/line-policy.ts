import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import { categoryLimitReasons } from '../../../src/domain/expense-policy';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { expenseLines, expenseReceipts } from '../../store/schema';
import type { CategoryRow } from './line-refs';
import type { LineRow } from './rows';

/* The policy on lines (docs/features/expenses.md "Policy on lines"): marked when saved, enforced at submit. */

export interface PolicyVerdict {
  receiptRequired: boolean;
  outOfPolicy: boolean;
  policyReasons: string[];
}

/** A spend above its category's amount needs a receipt (0: every one does); any reason (per diem, limits) puts it out of policy. */
export function linePolicy(lineType: LineRow['lineType'], category: CategoryRow, baseMinor: bigint, reasons: readonly string[]): PolicyVerdict {
  return {
    receiptRequired: lineType === 'expense' && baseMinor > category.receiptRequiredAbovePaise,
    outOfPolicy: reasons.length > 0,
    policyReasons: [...reasons],
  };
}

/** The line being saved, as its category's limits see it. */
export interface LimitedLine {
  lineId: string;
  date: string;
  /** '' when in no report. */
  reportId: string;
  baseCurrency: string;
  baseMinor: bigint;
}

/** The base amounts of the owner's other lines in `category` matching `where`, in the line's base currency. */
async function othersMinor(ctx: HandlerContext, category: CategoryRow, line: LimitedLine, where: SQL): Promise<bigint> {
  const [row] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${expenseLines.baseMinor}), 0)::text` })
    .from(expenseLines)
    .where(
      and(
        eq(expenseLines.corporateId, ctx.session.corporateid),
        eq(expenseLines.profileId, ctx.session.profileid),
        eq(expenseLines.categoryId, category.id),
        eq(expenseLines.baseCurrency, line.baseCurrency),
        ne(expenseLines.id, line.lineId),
        where,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/**
 * The category's limits on the line: the owner's day in the category (every report or none) and the
 * line's report. Only the line being saved is marked; the others keep the verdict of their own save.
 */
export async function limitReasons(ctx: HandlerContext, category: CategoryRow, line: LimitedLine): Promise<string[]> {
  const perDayMinor = category.limitPerDayPaise;
  const perClaimMinor = line.reportId === '' ? null : category.limitPerClaimPaise;
  if (perDayMinor === null && perClaimMinor === null) return [];
  const dayMinor = perDayMinor === null ? 0n : line.baseMinor + (await othersMinor(ctx, category, line, eq(expenseLines.expenseDate, line.date)));
  const claimMinor = perClaimMinor === null ? null : line.baseMinor + (await othersMinor(ctx, category, line, eq(expenseLines.reportId, line.reportId)));
  return categoryLimitReasons({ name: category.name, perDayMinor, perClaimMinor }, { date: line.date, dayMinor, claimMinor }, line.baseCurrency);
}

const nameOf = (line: LineRow) => `${line.merchant || line.lineType} on ${line.expenseDate}`;

/** Refuses a submission (400, naming the line) with a receipt missing or an out-of-policy line unexplained. */
export async function assertSubmittable(ctx: HandlerContext, lines: readonly LineRow[]): Promise<void> {
  if (lines.length === 0) throw badRequest('reportid: the report has no lines to submit');
  const needing = lines.filter((l) => l.receiptRequired);
  const withReceipts =
    needing.length === 0
      ? new Set<string>()
      : new Set(
          (await ctx.tx.selectDistinct({ lineId: expenseReceipts.lineId }).from(expenseReceipts).where(inArray(expenseReceipts.lineId, needing.map((l) => l.id)))).map((r) => r.lineId),
        );
  const missing = needing.find((l) => !withReceipts.has(l.id));
  if (missing) throw badRequest(`lineid: ${nameOf(missing)} needs a receipt (${missing.id})`);
  const unexplained = lines.find((l) => l.outOfPolicy && l.justification.trim() === '');
  if (unexplained) throw badRequest(`justification: ${nameOf(unexplained)} is out of policy and needs a justification (${unexplained.id})`);
}

