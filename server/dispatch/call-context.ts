import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/sessions';
import type { Db, Executor } from '../store/db';
import type { AfterCommitTask, HandlerContext } from './types';

/**
 * The context a handler gets. A class, not a literal with closures, so a call that never uses
 * afterCommit allocates nothing more than before (the dispatcher's benchmark hot path): the task
 * list is made on the first afterCommit only. Routes outside the dispatcher that call handler
 * code (e.g. a notification's action) build one too, then call runAfterCommit once committed.
 */
export class CallContext implements HandlerContext {
  private tasks: AfterCommitTask[] | null = null;

  constructor(
    readonly session: Session,
    public tx: Executor,
    readonly now: Date,
    readonly log: FastifyBaseLogger,
    readonly forgetSessions: (tokenHashes: readonly string[]) => void,
  ) {}

  /** Call as a method (`ctx.afterCommit(task)`): it keeps its queue on the context. */
  afterCommit(task: AfterCommitTask): void {
    (this.tasks ??= []).push(task);
  }

  /**
   * Starts the queued tasks, detached from the request: a slow or failing task (a push service
   * that does not answer) never delays or fails the call that queued it. Failures are logged.
   */
  runAfterCommit(db: Db): void {
    const tasks = this.tasks;
    if (!tasks) return;
    this.tasks = null;
    const log = this.log;
    for (const task of tasks) {
      void Promise.resolve()
        .then(() => task(db, log))
        .catch((err: unknown) => log.error({ err }, 'after-commit task failed'));
    }
  }

  /** Drops queued tasks (the transaction rolled back). */
  discardAfterCommit(): void {
    this.tasks = null;
  }
}
