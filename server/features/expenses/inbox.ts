import { getExpenseApprovals } from '../../../src/contract/expenses/queues';
import { defineHandler } from '../../dispatch/types';
import { namesOf } from '../../workflow/directory';
import { pendingExpenseApprovals } from '../../workflow/expense-approvals';
import { OK } from './rows';
import { reportSummaries } from './summary';

/** The approver's list, oldest submission first, with the level and for whom the caller decides it. */
export const expenseApprovalsHandler = defineHandler(getExpenseApprovals)(async (ctx) => {
  const me = ctx.session.profileid;
  const rows = await pendingExpenseApprovals(ctx);
  const summaries = await reportSummaries(ctx, rows.map((r) => r.report));
  const names = await namesOf(ctx.tx, ctx.session.corporateid, rows.flatMap((r) => [r.approval.approverProfileId, r.approval.onBehalfOfProfileId ?? '']));
  // A delegate decides for the row's approver; whoever the row names (or who delegated it) decides as themself.
  const onBehalf = ({ approval }: (typeof rows)[number]) => {
    if (approval.onBehalfOfProfileId === me) return '';
    if (approval.approverProfileId === me) return approval.onBehalfOfProfileId ? (names.get(approval.onBehalfOfProfileId) ?? '') : '';
    return names.get(approval.approverProfileId) ?? '';
  };
  return { ResponseStatus: OK, reports: summaries.map((s, i) => ({ ...s, level: rows[i]!.approval.level, onbehalfof: onBehalf(rows[i]!) })) };
});
