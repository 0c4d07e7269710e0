import { and, eq, inArray } from 'drizzle-orm';
import { createExpenseReport, deleteExpenseReport, getExpenseReport, recallExpenseReport, respondExpenseReport } from '../../../src/contract/expenses/reports';
import { EXPENSE_STATUS_LABELS, type ExpenseReportStatus } from '../../../src/domain/expense-report';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { expenseLines, expenseReportApprovals, expenseReports } from '../../store/schema';
import { ownReport, readableReport } from './access';
import { applyExpenseEvent } from './apply-event';
import { detail } from './answer';
import { reportLookAlikes } from './duplicates';
import { claimableTrip } from './line-refs';
import { reevaluateAround } from './policy-reevaluation';
import { insertReport, ownTripReport } from './report-store';
import { OK, REPORT_NOT_FOUND, type ReportRow } from './rows';

/* The employee's reports (docs/features/expenses.md "Who may do what"): make, read, recall, answer finance, delete. */

const DELETABLE: readonly ExpenseReportStatus[] = ['draft', 'recalled', 'rejected'];

/** A replay of a create (the same client-made id) answers the report as it is now. */
async function reportById(ctx: HandlerContext, reportid: string): Promise<ReportRow | null> {
  const [row] = await ctx.tx.select().from(expenseReports).where(eq(expenseReports.id, reportid));
  if (row && (row.corporateId !== ctx.session.corporateid || row.profileId !== ctx.session.profileid)) throw forbidden(REPORT_NOT_FOUND);
  return row ?? null;
}

export const createReportHandler = defineHandler(createExpenseReport)(async (ctx, { reportid, title, tripid }) => {
  const replayed = await reportById(ctx, reportid);
  if (replayed) return detail(ctx, replayed);
  const trip = tripid ? await claimableTrip(ctx, tripid) : null;
  const tripReport = trip ? await ownTripReport(ctx, trip.id) : null;
  if (tripReport) return detail(ctx, tripReport);
  const report = await insertReport(ctx, { id: reportid, title, tripId: trip?.id ?? '' });
  // Lines of the trip saved while it had no report (auto-create off) join it now, and meet its limits per claim.
  if (trip) {
    const joined = await ctx.tx
      .update(expenseLines)
      .set({ reportId: report.id, updatedAt: ctx.now })
      .where(and(eq(expenseLines.profileId, ctx.session.profileid), eq(expenseLines.tripId, trip.id), eq(expenseLines.reportId, '')))
      .returning();
    await reevaluateAround(ctx, joined);
  }
  return detail(ctx, report);
});

export const getReportHandler = defineHandler(getExpenseReport)(async (ctx, { reportid }) => {
  const report = await readableReport(ctx, reportid);
  return detail(ctx, report, await reportLookAlikes(ctx, report.id));
});

/** Levels still open when a report leaves its approvers are closed; a resubmission starts a new round. */
export async function closeOpenLevels(ctx: HandlerContext, report: ReportRow): Promise<void> {
  await ctx.tx
    .update(expenseReportApprovals)
    .set({ status: 'skipped' })
    .where(and(eq(expenseReportApprovals.reportId, report.id), inArray(expenseReportApprovals.status, ['waiting', 'pending'])));
}

export const recallReportHandler = defineHandler(recallExpenseReport)(async (ctx, { reportid, remarks }) => {
  const report = await applyExpenseEvent(ctx, await ownReport(ctx, reportid), 'RECALL', { remarks });
  await closeOpenLevels(ctx, report);
  return detail(ctx, report);
});

export const respondReportHandler = defineHandler(respondExpenseReport)(async (ctx, { reportid, remarks }) =>
  detail(ctx, await applyExpenseEvent(ctx, await ownReport(ctx, reportid), 'RESPOND', { remarks })),
);

/** The report goes; its own lines stay, in no report; the booking lines it showed go with it. */
export const deleteReportHandler = defineHandler(deleteExpenseReport)(async (ctx, { reportid }) => {
  const report = await ownReport(ctx, reportid);
  if (!DELETABLE.includes(report.status)) throw new HttpError(409, `An expense report that is ${EXPENSE_STATUS_LABELS[report.status].toLowerCase()} cannot be deleted`);
  await ctx.tx.delete(expenseLines).where(and(eq(expenseLines.reportId, report.id), eq(expenseLines.lineType, 'booking')));
  const freed = await ctx.tx.update(expenseLines).set({ reportId: '', updatedAt: ctx.now }).where(eq(expenseLines.reportId, report.id)).returning();
  await ctx.tx.delete(expenseReports).where(eq(expenseReports.id, report.id));
  // In no report, no limit per claim applies to them any more.
  await reevaluateAround(ctx, freed);
  return { ResponseStatus: OK };
});
