import type { FastifyInstance } from 'fastify';
import { ENCRES_ZIP_HEADER, SERVICE_PATH } from '../../src/contract/envelope';
import type { AppContext } from '../app-context';
import { badRequest } from '../http/errors';
import { authenticateSession } from '../http/route-auth';
import { encryptJson } from './encrypt';
import { execute } from './execute';
import { checkOwnership, checkPasswordChange, checkRole, parseInput } from './guards';
import { readIdempotencyKey, requestHash } from './idempotency';

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** POST /api/service: one generic endpoint, every check in the order the wire contract lists. */
export function registerServiceRoute(app: FastifyInstance, ctx: AppContext): void {
  const forgetSessions = (tokenHashes: readonly string[]) => ctx.sessions.forgetTokenHashes(tokenHashes);
  app.post(SERVICE_PATH, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw badRequest('body must be a JSON object');
    const entry = ctx.registry.find(body);
    const now = ctx.now();
    const session = await authenticateSession(ctx, request, entry.operation, now);
    checkRole(entry.operation, session);
    ctx.expensiveCalls.check(entry.operation, session.tokenHash, now);
    checkPasswordChange(entry.operation, session);
    checkOwnership(body, session);
    const input = parseInput(entry.operation, body);
    const key = entry.operation.mutates ? readIdempotencyKey(request.headers) : null;

    const answer = await execute(ctx.store.db, {
      entry,
      session,
      input,
      idempotency: key ? { key, hash: requestHash(body) } : null,
      now,
      log: request.log,
      forgetSessions,
    });
    // A committed mutation may have changed what a session carries (flags, revocations).
    if (entry.operation.mutates) ctx.sessions.forgetProfile(session.profileid);
    reply.code(answer.status);
    if (!session.encKey || answer.status !== 200) return answer.body;
    return encryptJson(session.encKey, answer.body, request.headers[ENCRES_ZIP_HEADER] === 'gzip');
  });
}
