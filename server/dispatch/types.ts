import type { FastifyBaseLogger } from 'fastify';
import type * as v from 'valibot';
import type { Operation } from '../../src/contract/operation';
import type { Session } from '../auth/sessions';
import type { Db, Executor } from '../store/db';

/** Work to do once the call's transaction has committed (never if it rolls back), e.g. send a push. */
export type AfterCommitTask = (db: Db, log: FastifyBaseLogger) => unknown;

export interface HandlerContext {
  /** The caller; every query a handler makes is scoped to session.corporateid. */
  session: Session;
  /** The transaction of this call (mutations), or the database itself for plain reads. */
  tx: Executor;
  now: Date;
  log: FastifyBaseLogger;
  /** Drops sessions this call revoked (by token hash) from the in-process cache, so they are refused at once. */
  forgetSessions(tokenHashes: readonly string[]): void;
  /**
   * Queues `task` to run after the transaction commits (for a read: after the handler answers),
   * detached from the response; its failure is logged, never thrown into the request.
   */
  afterCommit(task: AfterCommitTask): void;
}

type AnySchema = v.GenericSchema<unknown, unknown>;

export interface OperationHandler<Req extends AnySchema = AnySchema, Res extends AnySchema = AnySchema> {
  operation: Operation<Req, Res>;
  /** Gets the validated request; its answer is validated against the response schema. */
  handler: (ctx: HandlerContext, input: v.InferOutput<Req>) => Promise<v.InferInput<Res>>;
}

/**
 * Ties a handler to its contract: `defineHandler(op)(async (ctx, input) => answer)`. Curried so the
 * schemas alone fix the types; the answer is then checked against them (literals like 'OK' stay literal).
 */
export function defineHandler<Req extends AnySchema, Res extends AnySchema>(operation: Operation<Req, Res>) {
  return (handler: OperationHandler<Req, Res>['handler']): OperationHandler => ({ operation, handler }) as unknown as OperationHandler;
}
