import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/sessions';
import type { Db, Executor } from '../store/db';
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

function runHandler(tx: Executor, call: Call): Promise<StoredAnswer> {
  const { entry, session, now, log, forgetSessions } = call;
  return entry.handler({ session, tx, now, log, forgetSessions }, call.input).then((answer) => {
    const checked = v.safeParse(entry.operation.response, answer);
    if (!checked.success) {
      throw new ResponseContractError(`${entry.operation.opid} ${entry.operation.action}: response breaks its contract: ${v.summarize(checked.issues)}`);
    }
    return { status: 200, body: checked.output };
  });
}

/**
 * Mutations run in ONE transaction together with their idempotency record, so the effect and
 * the stored answer commit or vanish together. Reads skip the transaction: it would cost two
 * extra round trips on every call (the benchmark's hot path) and buy nothing for a single read.
 */
export function execute(db: Db, call: Call): Promise<StoredAnswer> {
  if (!call.entry.operation.mutates) return runHandler(db, call);
  return db.transaction(async (tx) => {
    if (!call.idempotency) return runHandler(tx, call);
    const scope = { corporateId: call.session.corporateid, profileId: call.session.profileid, key: call.idempotency.key };
    const earlier = await claimKey(tx, scope, call.idempotency.hash, call.now);
    if (earlier) return earlier;
    const answer = await runHandler(tx, call);
    await storeAnswer(tx, scope, answer);
    return answer;
  });
}
