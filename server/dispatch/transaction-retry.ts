/*
 * Concurrent transactions on PostgreSQL can be aborted by the server itself: a serialization
 * failure (40001) or a deadlock (40P01, the victim of two calls locking rows in opposite orders).
 * Neither says anything about the request; the whole transaction is simply run again.
 */
const RETRIED_CODES = new Set(['40001', '40P01']);

/** Attempts in all, the first included: enough for a burst of contention, bounded for a bug. */
export const TRANSACTION_ATTEMPTS = 4;

/** The SQLSTATE of a driver error, also when the query builder wrapped it (error.cause). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function isRetriedConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRIED_CODES.has(code);
}

/** A short jittered pause, doubling per attempt, so the two losers of a deadlock do not meet again. */
export function retryPause(attempt: number): Promise<void> {
  const ms = 5 * 2 ** attempt * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}
