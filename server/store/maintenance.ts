import { lt } from 'drizzle-orm';
import type { LoginThrottle } from '../auth/throttle';
import { purgeIdempotencyKeys } from '../dispatch/idempotency';
import { runExclusively } from './advisory-lock';
import type { Db, Tx } from './db';
import { deviceTokens, flightSearches, sessions } from './schema';

/** Ended sessions are kept a week for audit, then dropped. */
const SESSION_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * A flight search is read back while the user picks and books, for a week at most; it is kept
 * 100 days because the policy simulator replays the last 90 days of a company's searches from
 * their policy digests (docs/features/policy.md "Simulator"), with a few days to spare.
 */
const FLIGHT_SEARCH_RETENTION_MS = 100 * 24 * 3_600_000;

/** The advisory lock name of the hourly job: every server process runs the timer, one does the work. */
export const MAINTENANCE_JOB = 'maintenance';

/**
 * A product's share of the hourly job, such as issuing flight tickets that came due unread. The
 * composition root lists them (this layer imports no feature). Each must be safe against readers
 * doing the same work in another process meanwhile: a guarded UPDATE that changes a row once.
 */
export type MaintenanceTask = (tx: Tx, now: Date) => Promise<unknown>;

/**
 * Drops what has outlived its purpose: old idempotency keys, counted-out login failures, expired device tokens, long-dead
 * sessions, stale flight searches; then runs the products' tasks, in order, in the same transaction.
 * Answers false when another process was running it at that moment (it then did this work).
 */
export async function purgeExpired(
  db: Db,
  throttle: LoginThrottle,
  now: Date,
  tasks: readonly MaintenanceTask[],
): Promise<boolean> {
  // The throttle deletes through its own handle (outside the job's transaction, which on PGlite's
  // single connection would wait for it); deleting old rows twice is harmless.
  await throttle.purge(now);
  await db.delete(deviceTokens).where(lt(deviceTokens.expiresAt, now));
  const ran = await runExclusively(db, MAINTENANCE_JOB, async (tx) => {
    await purgeIdempotencyKeys(tx, now);
    await tx.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - SESSION_RETENTION_MS)));
    await tx
      .delete(flightSearches)
      .where(lt(flightSearches.searchedAt, new Date(now.getTime() - FLIGHT_SEARCH_RETENTION_MS)));
    for (const task of tasks) await task(tx, now);
    return true;
  });
  return ran ?? false;
}
