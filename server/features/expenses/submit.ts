import { asc, eq } from 'drizzle-orm';
import { submitExpenseReport } from '../../../src/contract/expenses/reports';
import { defineHandler } from '../../dispatch/types';
import { expenseLines } from '../../store/schema';
import { ownReport } from './access';
import { detail } from './answer';
import { applyExpenseEvent } from './apply-event';
import { routeExpenseReport } from './approval-routing';
import { syncBookingLines } from './booking-lines';
import { assertSubmittable } from './line-policy';
import { reevaluateLines } from './policy-reevaluation';

/**
 * The owner sends the report to their approvers: the lifecycle first (its refusal names the
 * status), then every line judged again against the masters as they are now (a limit raised or
 * lowered since a line was saved counts) and checked for receipts and justifications, then the
 * routing; any refusal rolls the whole call back. Each submission is a new approval round.
 */
export const submitReportHandler = defineHandler(submitExpenseReport)(async (ctx, { reportid }) => {
  const report = await ownReport(ctx, reportid);
  const submitted = await applyExpenseEvent(ctx, report, 'SUBMIT', { patch: { round: report.round + 1, submittedAt: ctx.now } });
  await syncBookingLines(ctx, submitted);
  // In the report's order, so a refusal names the first line the employee sees.
  const lines = await ctx.tx.select().from(expenseLines).where(eq(expenseLines.reportId, report.id)).orderBy(asc(expenseLines.expenseDate), asc(expenseLines.createdAt), asc(expenseLines.id));
  const judged = await reevaluateLines(ctx, lines);
  await assertSubmittable(ctx, lines.filter((l) => l.lineType !== 'booking').map((l) => judged.get(l.id)!));
  await routeExpenseReport(ctx, submitted);
  return detail(ctx, submitted);
});
