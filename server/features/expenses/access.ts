import { and, eq } from 'drizzle-orm';
import { FINANCE_ADMINS } from '../../../src/contract/roles';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { expenseReportApprovals, expenseReports } from '../../store/schema';
import { REPORT_NOT_FOUND, type ReportRow } from './rows';

/*
 * Who may see or touch a report (docs/features/expenses.md "Who may do what"). Every refusal of a
 * report the caller may not read reads as a missing one: another company's ids reveal nothing.
 */

export const isFinance = (ctx: HandlerContext) => FINANCE_ADMINS.includes(ctx.session.role);

/** The company's report, locked for the rest of the call when `lock` (the steps that change it). */
async function companyReport(ctx: HandlerContext, reportid: string, lock: boolean): Promise<ReportRow | null> {
  const query = ctx.tx
    .select()
    .from(expenseReports)
    .where(and(eq(expenseReports.id, reportid), eq(expenseReports.corporateId, ctx.session.corporateid)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Whether the caller approves (or approved, or stands in for an approver of) any round of the report. */
export async function isReportApprover(ctx: HandlerContext, reportId: string): Promise<boolean> {
  const me = ctx.session.profileid;
  const rows = await ctx.tx
    .select({ approver: expenseReportApprovals.approverProfileId, behalf: expenseReportApprovals.onBehalfOfProfileId })
    .from(expenseReportApprovals)
    .where(eq(expenseReportApprovals.reportId, reportId));
  return rows.some((r) => r.approver === me || r.behalf === me);
}

/** The caller's own report (the steps only its owner takes). */
export async function ownReport(ctx: HandlerContext, reportid: string, { lock = true } = {}): Promise<ReportRow> {
  const report = await companyReport(ctx, reportid, lock);
  if (!report || report.profileId !== ctx.session.profileid) throw forbidden(REPORT_NOT_FOUND);
  return report;
}

/** A report the caller may read: their own, one they approve, or any of the company's for finance. */
export async function readableReport(ctx: HandlerContext, reportid: string, { lock = false } = {}): Promise<ReportRow> {
  const report = await companyReport(ctx, reportid, lock);
  if (report && (report.profileId === ctx.session.profileid || isFinance(ctx) || (await isReportApprover(ctx, report.id)))) return report;
  throw forbidden(REPORT_NOT_FOUND);
}

/** A report finance acts on: never the caller's own claim (nobody verifies or pays themself). */
export async function financeReport(ctx: HandlerContext, reportid: string): Promise<ReportRow> {
  const report = await companyReport(ctx, reportid, true);
  if (!report || !isFinance(ctx)) throw forbidden(REPORT_NOT_FOUND);
  if (report.profileId === ctx.session.profileid) throw forbidden('reportid: you cannot verify or pay your own expense report');
  return report;
}
