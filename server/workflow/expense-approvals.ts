import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { dayOf } from '../../src/domain/approval-rules';
import type { HandlerContext } from '../dispatch/types';
import { expenseReportApprovals, expenseReports } from '../store/schema';
import { delegatorsOf } from './directory';

/*
 * Expense reports waiting for the caller's decision, shared by the expense approvers' list and the
 * approvals count (features never import each other): pending levels of the report's current round
 * routed to the caller, delegated from the caller, or to someone whose delegation window names the
 * caller today. Never the caller's own claim; always the session's company.
 */

export async function pendingExpenseApprovals(ctx: HandlerContext) {
  const { corporateid, profileid } = ctx.session;
  const standsFor = await delegatorsOf(ctx.tx, ctx.session.corporateid, ctx.session.profileid, dayOf(ctx.now));
  return ctx.tx
    .select({ approval: expenseReportApprovals, report: expenseReports })
    .from(expenseReportApprovals)
    .innerJoin(expenseReports, and(eq(expenseReports.id, expenseReportApprovals.reportId), eq(expenseReports.round, expenseReportApprovals.round)))
    .where(
      and(
        eq(expenseReportApprovals.corporateId, corporateid),
        eq(expenseReportApprovals.status, 'pending'),
        inArray(expenseReports.status, ['approvalpending', 'partiallyapproved']),
        ne(expenseReports.profileId, profileid),
        or(inArray(expenseReportApprovals.approverProfileId, [profileid, ...standsFor]), eq(expenseReportApprovals.onBehalfOfProfileId, profileid)),
      ),
    )
    .orderBy(expenseReports.submittedAt, expenseReportApprovals.id);
}
