import type { FastifyRequest } from 'fastify';
import type { Operation } from '../../src/contract/operation';
import type { AppContext } from '../app-context';
import { recordEmulatedCall } from '../auth/emulation-audit';
import type { Session } from '../auth/sessions';
import { forbidden } from './errors';

/** How an emulated session's audit row names a call: an operation, or a plain route by its name. */
export type AuditedCall = Pick<Operation, 'opid' | 'action'>;

/**
 * The bearer session (401 + statuscode 900 without a live one) and, for an emulated session, its
 * audit row: the first steps of POST /api/service and of every plain route with a session.
 */
export async function authenticateSession(ctx: AppContext, request: FastifyRequest, call: AuditedCall, now: Date): Promise<Session> {
  const session = await ctx.sessions.authenticate(request.headers.authorization, now);
  if (session.emulatedBy) await recordEmulatedCall(ctx.store.db, session.emulatedBy, session, call, now);
  return session;
}

/**
 * The session check of a plain route. A session that must change its password may do nothing else
 * unless the route says so (logout), as operations say with allowDuringPasswordChange.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  call: AuditedCall,
  options: { allowDuringPasswordChange?: boolean } = {},
): Promise<Session> {
  const session = await authenticateSession(ctx, request, call, ctx.now());
  if (session.passwordChange && !options.allowDuringPasswordChange) throw forbidden('Password change required');
  return session;
}
