import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/sessions';
import type { Db } from '../store/db';
import { CallContext } from './call-context';
import { HttpError } from '../http/errors';
import { type StoredAnswer, claimKey, storeAnswer } from './idempotency';
import { TRANSACTION_ATTEMPTS, isRetriedConflict, retryPause } from './transaction-retry';
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

/** Vitest sets VITEST: while tests run every answer is checked, `checkAnswerInTestsOnly` or not. */
const TESTS_RUNNING = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** The answer as its contract reads it; a mismatch is a server bug (500). */
function checkedAnswer(entry: OperationHandler, answer: unknown): unknown {
  if (entry.operation.checkAnswerInTestsOnly && !TESTS_RUNNING) return answer;
  const checked = v.safeParse(entry.operation.response, answer);
  if (!checked.success) {
    throw new ResponseContractError(`${entry.operation.opid} ${entry.operation.action}: response breaks its contract: ${v.summarize(checked.issues)}`);
  }
  return checked.output;
}

/** `readDb` is set for reads (no transaction): their after-commit tasks start once the answer is checked. */
function runHandler(ctx: CallContext, call: Call, readDb: Db | null): Promise<StoredAnswer> {
  const { entry } = call;
  return entry.handler(ctx, call.input).then((answer) => {
    const body = checkedAnswer(entry, answer);
    if (readDb) ctx.runAfterCommit(readDb);
    return { status: 200, body };
  });
}

/**
 * Mutations run in ONE transaction together with their idempotency record, so the effect and
 * the stored answer commit or vanish together. Reads skip the transaction: it would cost two
 * extra round trips on every call (the benchmark's hot path) and buy nothing for a single read.
 * A mutation aborted by a serialization failure or a deadlock is run again whole, with a fresh
 * context (transaction-retry.ts): its rolled-back effects, key claim and queued pushes are gone.
 */
export function execute(db: Db, call: Call): Promise<StoredAnswer> {
  if (!call.entry.operation.mutates) return runHandler(newContext(db, call), call, db);
  return mutate(db, call, 1);
}

const newContext = (db: Db, call: Call) => new CallContext(call.session, db, call.now, call.log, call.forgetSessions);

async function mutate(db: Db, call: Call, attempt: number): Promise<StoredAnswer> {
  const ctx = newContext(db, call);
  let answer: StoredAnswer;
  try {
    answer = await db.transaction(async (tx) => {
      ctx.tx = tx;
      if (!call.idempotency) return runHandler(ctx, call, null);
      const scope = { corporateId: call.session.corporateid, profileId: call.session.profileid, key: call.idempotency.key };
      const earlier = await claimKey(tx, scope, call.idempotency.hash, call.now);
      if (earlier) return earlier;
      const fresh = await runHandler(ctx, call, null);
      await storeAnswer(tx, scope, fresh);
      return fresh;
    });
  } catch (error) {
    if (!isRetriedConflict(error)) throw error;
    // Still conflicting after every attempt: nothing was written; the client may send it again.
    if (attempt >= TRANSACTION_ATTEMPTS) throw new HttpError(503, 'The database is busy; retry shortly', undefined, { 'retry-after': '1' });
    call.log.info({ attempt }, 'serialization failure or deadlock; running the transaction again');
    await retryPause(attempt);
    return mutate(db, call, attempt + 1);
  }
  // Committed: only now may queued side effects (pushes) leave the server.
  ctx.runAfterCommit(db);
  return answer;
}
