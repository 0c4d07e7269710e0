import { and, asc, eq } from 'drizzle-orm';
import { decideExpenseReport } from '../../../src/contract/expenses/reports';
import { dayOf } from '../../../src/domain/approval-rules';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { expenseReportApprovals, expenseReports } from '../../store/schema';
import { delegateFor } from '../../workflow/approval-workflow';
import { findPerson } from '../../workflow/directory';
import { readableReport } from './access';
import { detail } from './answer';
import { applyExpenseEvent } from './apply-event';
import { notifyClaimant, notifyExpenseApprover } from './notify';
import { REPORT_NOT_FOUND, type ReportRow } from './rows';
import { sumsOfReport } from './summary';

/* The approvers' decision on a report (docs/approvals.md, as for trips). */

export const EXPENSE_DECISION_MESSAGES = {
  own: 'You cannot approve or reject your own expense report',
  notRouted: 'reportid: this expense report is not waiting for your approval',
  remarksRequired: 'remarks: remarks are required to reject a report',
  approved: 'Expense report approved',
  forwarded: 'Approved; the expense report went to the next approver',
  rejected: 'Expense report rejected',
} as const;

type ApprovalRow = typeof expenseReportApprovals.$inferSelect;

const levelsOf = (report: ReportRow, status: ApprovalRow['status']) =>
  and(eq(expenseReportApprovals.reportId, report.id), eq(expenseReportApprovals.round, report.round), eq(expenseReportApprovals.status, status));

/** As whom the caller decides `row`: its approver, the approver who delegated it, or that approver's delegate today; else null. */
async function callerStandsFor(ctx: HandlerContext, report: ReportRow, row: ApprovalRow) {
  const me = ctx.session.profileid;
  if (me === row.approverProfileId) return { decidedBy: me, onBehalfOfProfileId: row.onBehalfOfProfileId };
  if (me === row.onBehalfOfProfileId) return { decidedBy: me, onBehalfOfProfileId: null };
  const approver = await findPerson(ctx.tx, report.corporateId, row.approverProfileId);
  const delegate = approver ? await delegateFor(ctx.tx, report.corporateId, approver, { id: report.profileId }, dayOf(ctx.now)) : null;
  return delegate?.id === me ? { decidedBy: me, onBehalfOfProfileId: row.approverProfileId } : null;
}

/** The next level's turn: to its approver's delegate when a window covers today; they are pushed. */
async function activateLevel(ctx: HandlerContext, report: ReportRow, row: ApprovalRow): Promise<void> {
  const approver = await findPerson(ctx.tx, report.corporateId, row.approverProfileId);
  const delegate = approver ? await delegateFor(ctx.tx, report.corporateId, approver, { id: report.profileId }, dayOf(ctx.now)) : null;
  const to = delegate?.id ?? row.approverProfileId;
  await ctx.tx
    .update(expenseReportApprovals)
    .set({ status: 'pending', approverProfileId: to, onBehalfOfProfileId: delegate ? row.approverProfileId : null })
    .where(eq(expenseReportApprovals.id, row.id));
  const claimant = await findPerson(ctx.tx, report.corporateId, report.profileId);
  await notifyExpenseApprover(ctx, report, to, claimant?.name ?? '', (await sumsOfReport(ctx, report.id)).total);
}

export interface ExpenseDecision {
  reportid: string;
  decision: 'approve' | 'reject';
  remarks: string;
}

/**
 * Only the current level's approver (or whoever stands in for them) decides, never the claimant.
 * Approve: the next level becomes pending, or at the last one the report is approved; reject
 * (remarks required) closes the later levels. The claimant hears of the final decision.
 */
export async function decideExpense(ctx: HandlerContext, input: ExpenseDecision): Promise<{ report: ReportRow; message: string }> {
  const [report] = await ctx.tx
    .select()
    .from(expenseReports)
    .where(and(eq(expenseReports.id, input.reportid), eq(expenseReports.corporateId, ctx.session.corporateid)))
    .for('update');
  if (!report) throw forbidden(REPORT_NOT_FOUND);
  if (report.profileId === ctx.session.profileid) throw forbidden(EXPENSE_DECISION_MESSAGES.own);
  const [row] = await ctx.tx.select().from(expenseReportApprovals).where(levelsOf(report, 'pending')).orderBy(asc(expenseReportApprovals.level)).limit(1);
  const acting = row ? await callerStandsFor(ctx, report, row) : null;
  if (!row || !acting) {
    await readableReport(ctx, report.id); // someone who may not read it learns nothing of it
    throw forbidden(EXPENSE_DECISION_MESSAGES.notRouted);
  }
  const remarks = input.remarks.trim();
  if (input.decision === 'reject' && !remarks) throw badRequest(EXPENSE_DECISION_MESSAGES.remarksRequired);
  const [decided] = await ctx.tx
    .update(expenseReportApprovals)
    .set({ status: input.decision === 'approve' ? 'approved' : 'rejected', remarks, decidedAt: ctx.now, approverProfileId: acting.decidedBy, decidedBy: acting.decidedBy, onBehalfOfProfileId: acting.onBehalfOfProfileId })
    .where(and(eq(expenseReportApprovals.id, row.id), eq(expenseReportApprovals.status, 'pending')))
    .returning();
  if (!decided) throw new HttpError(409, 'This approval was decided meanwhile. Reload and try again.');
  // The history names who decided; a delegate's decision also says for whom.
  const onBehalf = acting.onBehalfOfProfileId ? await findPerson(ctx.tx, report.corporateId, acting.onBehalfOfProfileId) : null;
  const eventRemarks = onBehalf ? `${remarks} (on behalf of ${onBehalf.name})`.trim() : remarks;

  if (input.decision === 'reject') {
    await ctx.tx.update(expenseReportApprovals).set({ status: 'skipped' }).where(levelsOf(report, 'waiting'));
    const updated = await applyExpenseEvent(ctx, report, 'REJECT', { remarks: eventRemarks });
    notifyClaimant(ctx, updated, 'rejected', remarks);
    return { report: updated, message: EXPENSE_DECISION_MESSAGES.rejected };
  }
  const waiting = await ctx.tx.select().from(expenseReportApprovals).where(levelsOf(report, 'waiting')).orderBy(asc(expenseReportApprovals.level));
  const updated = await applyExpenseEvent(ctx, report, 'APPROVE', { remarks: eventRemarks, context: { levelsRemaining: waiting.length } });
  if (waiting[0]) {
    await activateLevel(ctx, updated, waiting[0]);
    return { report: updated, message: EXPENSE_DECISION_MESSAGES.forwarded };
  }
  notifyClaimant(ctx, updated, 'approved', remarks);
  return { report: updated, message: EXPENSE_DECISION_MESSAGES.approved };
}

export const decideReportHandler = defineHandler(decideExpenseReport)(async (ctx, input) => detail(ctx, (await decideExpense(ctx, input)).report));
