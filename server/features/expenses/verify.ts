import { and, eq, notInArray, sql } from 'drizzle-orm';
import { verifyExpenseReport } from '../../../src/contract/expenses/finance';
import { adjustmentOf } from '../../../src/domain/expense-amounts';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { expenseLines } from '../../store/schema';
import { financeReport } from './access';
import { applyExpenseEvent } from './apply-event';
import { reportDetail } from './detail';
import type { LineRow } from './rows';

/*
 * Finance's verification line by line (docs/features/expenses.md "Statuses"): each line is allowed
 * at most its claimed base amount; a changed amount needs a remark; a line left out is allowed as
 * claimed. What changed picks verified, adjusted or partiallyadjusted.
 */

interface Verdict {
  lineid: string;
  allowedamount: string;
  remark: string;
}

/** The allowed amount of every line of the report, or a 400 naming the first bad verdict. */
function allowedByLine(lines: readonly LineRow[], verdicts: readonly Verdict[]): Map<string, { allowed: bigint; remark: string }> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const decided = new Map<string, { allowed: bigint; remark: string }>();
  for (const v of verdicts) {
    const line = byId.get(v.lineid);
    if (!line) throw badRequest(`lines: ${v.lineid} is not a line of this report`);
    if (decided.has(v.lineid)) throw badRequest(`lines: ${v.lineid} is given twice`);
    const allowed = parseMinorUnits(v.allowedamount);
    if (allowed > line.baseMinor) {
      throw badRequest(`lines: the allowed amount of ${v.lineid} (${v.allowedamount}) is more than claimed (${minorUnitsToDecimal(line.baseMinor)} ${line.baseCurrency})`);
    }
    if (allowed !== line.baseMinor && v.remark === '') throw badRequest(`lines: remark is required when the allowed amount differs from the claim (${v.lineid})`);
    decided.set(v.lineid, { allowed, remark: v.remark });
  }
  return decided;
}

export const verifyHandler = defineHandler(verifyExpenseReport)(async (ctx, { reportid, lines: verdicts, remarks }) => {
  const report = await financeReport(ctx, reportid);
  const lines = await ctx.tx.select().from(expenseLines).where(eq(expenseLines.reportId, report.id));
  const decided = allowedByLine(lines, verdicts);
  const adjustment = adjustmentOf(lines.map((l) => ({ claimed: l.baseMinor, allowed: decided.get(l.id)?.allowed ?? l.baseMinor })));
  const verified = await applyExpenseEvent(ctx, report, 'VERIFY', { context: { adjustment }, remarks });
  for (const [id, { allowed, remark }] of decided) {
    await ctx.tx.update(expenseLines).set({ allowedMinor: allowed, financeRemark: remark, updatedAt: ctx.now }).where(eq(expenseLines.id, id));
  }
  // Lines left out are allowed as claimed: stored, so later sums never guess.
  await ctx.tx
    .update(expenseLines)
    .set({ allowedMinor: sql`${expenseLines.baseMinor}`, financeRemark: '', updatedAt: ctx.now })
    .where(and(eq(expenseLines.reportId, report.id), decided.size === 0 ? undefined : notInArray(expenseLines.id, [...decided.keys()])));
  return { ResponseStatus: { status: 'OK' as const }, report: await reportDetail(ctx, verified) };
});
