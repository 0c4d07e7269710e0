import { eq } from 'drizzle-orm';
import { submitExpenseReport } from '../../../src/contract/expenses/reports';
import { defineHandler } from '../../dispatch/types';
import { expenseLines } from '../../store/schema';
import { ownReport } from './access';
import { detail } from './answer';
import { applyExpenseEvent } from './apply-event';
import { routeExpenseReport } from './approval-routing';
import { syncBookingLines } from './booking-lines';
import { assertSubmittable } from './line-policy';

/**
 * The owner sends the report to their approvers: the lifecycle first (its refusal names the
 * status), then every line's receipts and justifications, then the routing; any refusal rolls the
 * whole call back. Each submission is a new approval round.
 */
export const submitReportHandler = defineHandler(submitExpenseReport)(async (ctx, { reportid }) => {
  const report = await ownReport(ctx, reportid);
  const submitted = await applyExpenseEvent(ctx, report, 'SUBMIT', { patch: { round: report.round + 1, submittedAt: ctx.now } });
  const lines = await ctx.tx.select().from(expenseLines).where(eq(expenseLines.reportId, report.id));
  await assertSubmittable(ctx, lines.filter((l) => l.lineType !== 'booking'));
  await syncBookingLines(ctx, submitted);
  await routeExpenseReport(ctx, submitted);
  return detail(ctx, submitted);
});
