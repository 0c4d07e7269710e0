import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApprovalActionRequestSchema } from '../../../src/contract/approvals/push-action';
import { NOTIFICATION_REMARKS } from '../../../src/domain/approval-rules';
import type { AppContext } from '../../app-context';
import type { Session } from '../../auth/sessions';
import { CallContext } from '../../dispatch/call-context';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { forbidden, nokBody } from '../../http/errors';
import { verifyPushAction } from '../../push/action-token';
import type { Executor } from '../../store/db';
import { profiles } from '../../store/schema';
import { decideExpense } from './decide';
import { EXPENSE_ACTION_PATH } from './notify';

/* A notification's Approve/Reject buttons for an expense report, as server/features/approvals/action-route.ts does for trips. */

const actionRefused = (message: string) => ({ status: 'NOK', message, ...nokBody(message) });

/** The approver the token names, as a session-like caller (the signed token is the proof). */
async function approverSession(tx: Executor, profileId: string, corporateId: string, now: Date): Promise<Session> {
  const [p] = await tx
    .select({ role: profiles.role, userCategory: profiles.userCategory })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.corporateId, corporateId)));
  if (!p) throw forbidden('token: not valid');
  return { tokenHash: '', profileid: profileId, corporateid: corporateId, role: p.role, userCategory: p.userCategory, passwordChange: false, encKey: null, expiresAt: now, lastSeenAt: now, emulatedBy: null };
}

/**
 * POST /api/push/expense-approval {token, decision}: the token (kind 'expense', single use, 7
 * days) stands for the approver; the decision runs through decideExpense with the same routing
 * checks as the app. A reject carries the fixed notification remark. Token and decision commit
 * together: a refused decision leaves the token usable. Answers {status: 'OK'|'NOK', message}.
 */
const expenseActionRoute = defineRoute({
  method: 'POST',
  path: EXPENSE_ACTION_PATH,
  auth: 'public',
  name: 'EXPENSE_APPROVAL_ACTION',
  body: ApprovalActionRequestSchema,
  refuse: (error, _request, reply) => reply.code(error.statusCode).send(actionRefused(error.message)),
  handler: async ({ app, request, now, body: { token, decision } }) => {
    const db = app.store.db;
    let call: CallContext | null = null;
    const result = await db.transaction(async (tx) => {
      const claims = await verifyPushAction({ tx, now }, token, decision, 'expense');
      call = new CallContext(await approverSession(tx, claims.profileId, claims.corporateId, now), tx, now, request.log, () => undefined);
      return decideExpense(call, { reportid: claims.tripid, decision, remarks: NOTIFICATION_REMARKS[decision] });
    });
    (call as CallContext | null)?.runAfterCommit(db);
    return { status: 'OK', message: result.message, reportid: result.report.id, reportstatus: result.report.status };
  },
});

export function registerExpenseActionRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [expenseActionRoute]);
}
