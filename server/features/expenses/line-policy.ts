import { inArray } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { expenseReceipts } from '../../store/schema';
import type { LineRow } from './rows';

/*
 * The policy on lines (docs/features/expenses.md "Policy"), enforced at submit: the verdicts are kept
 * true by policy-reevaluation.ts, which submit runs on the report's lines just before this check.
 */

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

