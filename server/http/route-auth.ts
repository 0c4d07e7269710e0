import type { FastifyRequest } from 'fastify';
import type { Operation } from '../../src/contract/operation';
import type { AppContext } from '../app-context';
import { recordEmulatedCall } from '../auth/emulation-audit';
import type { Session } from '../auth/sessions';
import { forbidden } from './errors';

/** The same session check as POST /api/service: 401 + statuscode 900 without a live token. */
export async function authenticate(ctx: AppContext, request: FastifyRequest, operation: Operation): Promise<Session> {
  const now = ctx.now();
  const session = await ctx.sessions.authenticate(request.headers.authorization, now);
  if (session.emulatedBy) await recordEmulatedCall(ctx.store.db, session.emulatedBy, session, operation, now);
  if (session.passwordChange) throw forbidden('Password change required');
  return session;
}
