import { and, eq } from 'drizzle-orm';
import { ApprovalActionRequestSchema } from '../../src/contract/approvals/push-action';
import { type ApprovalDecision, NOTIFICATION_REMARKS } from '../../src/domain/approval-rules';
import type { Session } from '../auth/sessions';
import { CallContext } from '../dispatch/call-context';
import type { HandlerContext } from '../dispatch/types';
import { defineRoute } from '../http/define-route';
import { forbidden, nokBody } from '../http/errors';
import type { Executor } from '../store/db';
import { profiles } from '../store/schema';
import { type PushActionKind, verifyPushAction } from './action-token';

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
 * A notification's Approve/Reject buttons: POST {token, decision}. The token (signPushAction, single
 * use, 7 days, of `kind`) stands for the approver, so no session is needed; `decide` applies the
 * decision with the same routing checks as the app. A notification cannot take typed remarks, so a
 * reject carries the fixed 'Rejected from notification' (docs/approvals.md). Token and decision
 * commit together: a refused decision leaves the token usable. Answers {status: 'OK'|'NOK', message, …}.
 */
export function pushActionRoute(options: {
  path: string;
  name: string;
  kind: PushActionKind;
  decide: (call: HandlerContext, subjectId: string, decision: ApprovalDecision, remarks: string) => Promise<{ message: string } & Record<string, unknown>>;
}) {
  return defineRoute({
    method: 'POST',
    path: options.path,
    auth: 'public',
    name: options.name,
    body: ApprovalActionRequestSchema,
    refuse: (error, _request, reply) => reply.code(error.statusCode).send(actionRefused(error.message)),
    handler: async ({ app, request, now, body: { token, decision } }) => {
      const db = app.store.db;
      let call: CallContext | null = null;
      const result = await db.transaction(async (tx) => {
        const claims = await verifyPushAction({ tx, now }, token, decision, options.kind);
        call = new CallContext(await approverSession(tx, claims.profileId, claims.corporateId, now), tx, now, request.log, () => undefined);
        return options.decide(call, claims.tripid, decision, NOTIFICATION_REMARKS[decision]);
      });
      (call as CallContext | null)?.runAfterCommit(db);
      return { status: 'OK', ...result };
    },
  });
}
