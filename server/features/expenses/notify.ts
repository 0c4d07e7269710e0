import { APPROVAL_DECISIONS } from '../../../src/domain/approval-rules';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { signPushAction } from '../../push/action-token';
import { queuePush } from '../../push/notify';
import type { ReportRow } from './rows';

/* The pushes of an expense report's approval; queuePush sends them once the call's transaction commits. */

/** Where a notification's Approve/Reject buttons POST `{ token, decision }` (./action-route.ts). */
export const EXPENSE_ACTION_PATH = '/api/push/expense-approval';

const reportUrl = (report: ReportRow) => `/expenses/${report.id}`;
const what = (report: ReportRow) => `${report.reportNo} ${report.title}`;

/** The report waits for `approverId`: the notification opens it, and its buttons decide. */
export async function notifyExpenseApprover(ctx: HandlerContext, report: ReportRow, approverId: string, claimant: string, totalMinor: bigint): Promise<void> {
  const actiontoken = await signPushAction(ctx, { profileId: approverId, corporateId: report.corporateId, tripid: report.id, kind: 'expense' });
  queuePush(ctx, approverId, {
    title: 'Expense report waiting for your approval',
    body: `${claimant}: ${what(report)} (${report.currency} ${minorUnitsToDecimal(totalMinor)})`,
    url: reportUrl(report),
    tag: `expense-approval-${report.id}`,
    actions: APPROVAL_DECISIONS.map((action) => ({ action, title: action === 'approve' ? 'Approve' : 'Reject' })),
    actiontoken,
    actionurl: EXPENSE_ACTION_PATH,
  });
}

/** The final decision, to the claimant. */
export function notifyClaimant(ctx: HandlerContext, report: ReportRow, decision: 'approved' | 'rejected', remarks: string): void {
  queuePush(ctx, report.profileId, {
    title: `Expense report ${decision}`,
    body: remarks ? `${what(report)}: ${remarks}` : what(report),
    url: reportUrl(report),
    tag: `expense-decision-${report.id}`,
  });
}
