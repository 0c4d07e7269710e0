import { and, eq } from 'drizzle-orm';
import { type ExpenseReportContext, type ExpenseReportEventType, nextExpenseStatus } from '../../../src/domain/expense-report';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { expenseReportEvents, expenseReports } from '../../store/schema';
import type { ReportRow } from './rows';

/**
 * Moves a report by one lifecycle event (src/domain/expense-report.ts is the authority), records the
 * event in the report's history and applies `patch` in the same update; refuses with 409 and the
 * lifecycle's message ('An expense report that is … cannot …'). The update is conditional on the
 * status read, so two callers racing on one report cannot both move it.
 */
export async function applyExpenseEvent(
  ctx: HandlerContext,
  report: ReportRow,
  event: ExpenseReportEventType,
  { context = {}, remarks = '', patch = {} }: { context?: Partial<ExpenseReportContext>; remarks?: string; patch?: Partial<ReportRow> } = {},
): Promise<ReportRow> {
  const step = nextExpenseStatus(report.status, event, context);
  if (!step.ok) throw new HttpError(409, step.message);
  const [updated] = await ctx.tx
    .update(expenseReports)
    .set({ ...patch, status: step.status, updatedAt: ctx.now })
    .where(and(eq(expenseReports.id, report.id), eq(expenseReports.status, report.status)))
    .returning();
  if (!updated) throw new HttpError(409, 'The expense report changed meanwhile. Reload it and try again.');
  await ctx.tx.insert(expenseReportEvents).values({
    reportId: report.id,
    corporateId: report.corporateId,
    event,
    fromStatus: report.status,
    toStatus: step.status,
    actorProfileId: ctx.session.profileid,
    remarks,
    createdAt: ctx.now,
  });
  return updated;
}
