import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApprovalActionRequestSchema } from '../../../src/contract/approvals/push-action';
import { NOTIFICATION_REMARKS } from '../../../src/domain/approval-rules';
import type { AppContext } from '../../app-context';
import type { Session } from '../../auth/sessions';
import { CallContext } from '../../dispatch/call-context';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { forbidden, nokBody } from '../../http/errors';
import { decideTripApproval } from './decide';
import { APPROVAL_ACTION_PATH } from '../../workflow/approval-notify';
import type { Executor } from '../../store/db';
import { profiles } from '../../store/schema';
import { verifyPushAction } from '../../push/action-token';

/** The notification's own {status, message}, plus the ResponseStatus every endpoint refuses with. */
const actionRefused = (message: string) => ({ status: 'NOK', message, ...nokBody(message) });

/** The approver the token names, as a session-like caller (no bearer token: the signed token is the proof). */
async function approverSession(tx: Executor, profileId: string, corporateId: string, now: Date): Promise<Session> {
  const [p] = await tx
    .select({ role: profiles.role, userCategory: profiles.userCategory })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.corporateId, corporateId)));
  if (!p) throw forbidden('token: not valid');
  return { tokenHash: '', profileid: profileId, corporateid: corporateId, role: p.role, userCategory: p.userCategory, passwordChange: false, encKey: null, expiresAt: now, lastSeenAt: now, emulatedBy: null };
}

/**
 * POST /api/push/approval {token, decision}: a notification's Approve/Reject button. The token
 * (signPushAction, single use, 7 days) stands for the approver, so no session is needed; the
 * decision runs through decideTripApproval with the same routing checks as the inbox. A reject
 * from a notification cannot carry typed remarks, so it is allowed with the fixed remark
 * 'Rejected from notification' (docs/approvals.md). Token and decision commit together: a
 * refused decision leaves the token usable. Answers {status: 'OK'|'NOK', message}.
 */
const approvalActionRoute = defineRoute({
  method: 'POST',
  path: APPROVAL_ACTION_PATH,
  auth: 'public',
  name: 'APPROVAL_ACTION',
  body: ApprovalActionRequestSchema,
  refuse: (error, _request, reply) => reply.code(error.statusCode).send(actionRefused(error.message)),
  handler: async ({ app, request, now, body: { token, decision } }) => {
    const db = app.store.db;
    let call: CallContext | null = null;
    const result = await db.transaction(async (tx) => {
      const claims = await verifyPushAction({ tx, now }, token, decision);
      call = new CallContext(await approverSession(tx, claims.profileId, claims.corporateId, now), tx, now, request.log, () => undefined);
      return decideTripApproval(call, { tripid: claims.tripid, decision, remarks: NOTIFICATION_REMARKS[decision] });
    });
    (call as CallContext | null)?.runAfterCommit(db);
    return { status: 'OK', message: result.message, tripid: result.tripid, tripstatus: result.tripstatus };
  },
});

export function registerApprovalActionRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [approvalActionRoute]);
}
