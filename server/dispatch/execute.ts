import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/sessions';
import type { Db } from '../store/db';
import { CallContext } from './call-context';
import { type StoredAnswer, claimKey, storeAnswer } from './idempotency';
import type { OperationHandler } from './types';

export interface Call {
  entry: OperationHandler;
  session: Session;
  input: unknown;
  /** Idempotency-Key and the hash of the request it was sent with, for mutations that carry one. */
  idempotency: { key: string; hash: string } | null;
  now: Date;
  log: FastifyBaseLogger;
  forgetSessions(tokenHashes: readonly string[]): void;
}

/** Thrown when a handler answers outside its contract: a server bug, reported as a 500. */
export class ResponseContractError extends Error {}

/** `readDb` is set for reads (no transaction): their after-commit tasks start once the answer is checked. */
function runHandler(ctx: CallContext, call: Call, readDb: Db | null): Promise<StoredAnswer> {
  const { entry } = call;
  return entry.handler(ctx, call.input).then((answer) => {
    const checked = v.safeParse(entry.operation.response, answer);
    if (!checked.success) {
      throw new ResponseContractError(`${entry.operation.opid} ${entry.operation.action}: response breaks its contract: ${v.summarize(checked.issues)}`);
    }
    if (readDb) ctx.runAfterCommit(readDb);
    return { status: 200, body: checked.output };
  });
}

/**
 * Mutations run in ONE transaction together with their idempotency record, so the effect and
 * the stored answer commit or vanish together. Reads skip the transaction: it would cost two
 * extra round trips on every call (the benchmark's hot path) and buy nothing for a single read.
 */
export function execute(db: Db, call: Call): Promise<StoredAnswer> {
  const ctx = new CallContext(call.session, db, call.now, call.log, call.forgetSessions);
  if (!call.entry.operation.mutates) return runHandler(ctx, call, db);
  return db
    .transaction(async (tx) => {
      ctx.tx = tx;
      if (!call.idempotency) return runHandler(ctx, call, null);
      const scope = { corporateId: call.session.corporateid, profileId: call.session.profileid, key: call.idempotency.key };
      const earlier = await claimKey(tx, scope, call.idempotency.hash, call.now);
      if (earlier) return earlier;
      const answer = await runHandler(ctx, call, null);
      await storeAnswer(tx, scope, answer);
      return answer;
    })
    .then((answer) => {
      // Committed: only now may queued side effects (pushes) leave the server.
      ctx.runAfterCommit(db);
      return answer;
    });
}
