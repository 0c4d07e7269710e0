import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import { RESET_THROTTLED_MESSAGE } from '../../src/contract/password-reset';
import { HttpError } from '../http/errors';
import type { Db } from '../store/db';
import { passwordResetRequests } from '../store/schema';

/**
 * Reset requests per typed email and per client address in a sliding hour. Every request counts,
 * for accounts that exist or not, so the throttle itself does not tell which emails have accounts;
 * the per-email budget keeps anyone from filling a victim's mailbox, the per-address one from
 * probing many emails.
 */
export const RESET_REQUEST_LIMIT = { max: 5, windowMs: 60 * 60_000 };

export async function admitResetRequest(db: Db, email: string, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RESET_REQUEST_LIMIT.windowMs);
  const recent = (scope: ReturnType<typeof eq>) =>
    db.select({ n: count() }).from(passwordResetRequests).where(and(scope, gt(passwordResetRequests.requestedAt, since)));
  const [[byEmail], [byAddress]] = await Promise.all([recent(eq(passwordResetRequests.email, email)), recent(eq(passwordResetRequests.address, address))]);
  if (Math.max(Number(byEmail?.n ?? 0), Number(byAddress?.n ?? 0)) >= RESET_REQUEST_LIMIT.max) {
    throw new HttpError(429, RESET_THROTTLED_MESSAGE, undefined, { 'retry-after': String(RESET_REQUEST_LIMIT.windowMs / 1000) });
  }
  await db.insert(passwordResetRequests).values({ email, address, requestedAt: now });
  // Rows older than the window are dropped as we go: the table holds about one hour of requests.
  await db
    .delete(passwordResetRequests)
    .where(and(or(eq(passwordResetRequests.email, email), eq(passwordResetRequests.address, address)), lt(passwordResetRequests.requestedAt, since)));
}
