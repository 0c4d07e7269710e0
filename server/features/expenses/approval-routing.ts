import { dayOf } from '../../../src/domain/approval-rules';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { expenseReportApprovals } from '../../store/schema';
import { resolveWorkflow } from '../../workflow/approval-workflow';
import { findPerson } from '../../workflow/directory';
import { notifyExpenseApprover } from './notify';
import { closeOpenLevels } from './reports';
import type { ReportRow } from './rows';
import { sumsOfReport } from './summary';

export const NO_EXPENSE_APPROVER = 'No approver is set up for you: ask your travel admin to set the approval workflow';

/**
 * Routes a submitted report as trips are routed (docs/approvals.md), the claimant standing for the
 * traveller: one row per level of the report's new round, level 1 'pending' (to its approver's
 * delegate when a window covers today), the others 'waiting'; the first approver is pushed.
 * Nobody to approve refuses the submission (409), which then rolls back.
 */
export async function routeExpenseReport(ctx: HandlerContext, report: ReportRow): Promise<void> {
  const steps = await resolveWorkflow(ctx.tx, report.corporateId, report.profileId, dayOf(ctx.now));
  if (steps.length === 0) throw new HttpError(409, NO_EXPENSE_APPROVER);
  await closeOpenLevels(ctx, report);
  await ctx.tx.insert(expenseReportApprovals).values(
    steps.map((step, i) => ({
      reportId: report.id,
      corporateId: report.corporateId,
      round: report.round,
      level: step.level,
      // Waiting levels name the rule's approver; their delegate is looked up when their turn comes.
      approverProfileId: i === 0 && step.delegate ? step.delegate.id : step.approver.id,
      onBehalfOfProfileId: i === 0 && step.delegate ? step.approver.id : null,
      status: i === 0 ? ('pending' as const) : ('waiting' as const),
    })),
  );
  const first = steps[0]!;
  const claimant = await findPerson(ctx.tx, report.corporateId, report.profileId);
  const total = (await sumsOfReport(ctx, report.id)).total;
  await notifyExpenseApprover(ctx, report, (first.delegate ?? first.approver).id, claimant?.name ?? '', total);
}
