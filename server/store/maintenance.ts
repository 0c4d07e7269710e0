import { lt } from 'drizzle-orm';
import type { LoginThrottle } from '../auth/throttle';
import { purgeIdempotencyKeys } from '../dispatch/idempotency';
import type { Db } from './db';
import { sessions } from './schema';

/** Ended sessions are kept a week for audit, then dropped. */
const SESSION_RETENTION_MS = 7 * 24 * 3_600_000;

/** Drops what has outlived its purpose: old idempotency keys, counted-out login failures, long-dead sessions. */
export async function purgeExpired(db: Db, throttle: LoginThrottle, now: Date): Promise<void> {
  await purgeIdempotencyKeys(db, now);
  await throttle.purge(now);
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - SESSION_RETENTION_MS)));
}
