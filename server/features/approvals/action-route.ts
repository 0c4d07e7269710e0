import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { APPROVAL_DECISIONS, NOTIFICATION_REMARKS } from '../../../src/domain/approval-rules';
import type { AppContext } from '../../app-context';
import type { Session } from '../../auth/sessions';
import { CallContext } from '../../dispatch/call-context';
import { HttpError, forbidden, nokBody } from '../../http/errors';
import { decideTripApproval } from './decide';
import { APPROVAL_ACTION_PATH } from '../../workflow/approval-notify';
import type { Executor } from '../../store/db';
import { profiles } from '../../store/schema';
import { verifyPushAction } from '../../push/action-token';

const BodySchema = v.object({
  token: v.pipe(v.string('token is required'), v.nonEmpty('token is required'), v.maxLength(2000, 'token is too long')),
  decision: v.picklist(APPROVAL_DECISIONS, 'decision must be approve or reject'),
});

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
export function registerApprovalActionRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.store.db;
  app.post(APPROVAL_ACTION_PATH, async (request, reply) => {
    const parsed = v.safeParse(BodySchema, request.body);
    if (!parsed.success) return reply.code(400).send(actionRefused(parsed.issues[0].message));
    const { token, decision } = parsed.output;
    const now = ctx.now();
    let call: CallContext | null = null;
    try {
      const result = await db.transaction(async (tx) => {
        const claims = await verifyPushAction({ tx, now }, token, decision);
        call = new CallContext(await approverSession(tx, claims.profileId, claims.corporateId, now), tx, now, request.log, () => undefined);
        return decideTripApproval(call, { tripid: claims.tripid, decision, remarks: NOTIFICATION_REMARKS[decision] });
      });
      (call as CallContext | null)?.runAfterCommit(db);
      return { status: 'OK', message: result.message, tripid: result.tripid, tripstatus: result.tripstatus };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).send(actionRefused(error.message));
    }
  });
}
