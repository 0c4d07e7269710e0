import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../store/db';
import { publicCallAttempts } from '../../store/schema';
import { HttpError } from '../../http/errors';

/**
 * The public calls (sign-up, onboarding) need no account, so the only thing to throttle on is the
 * client address: each kind of call has its own budget per sliding window. Every call counts,
 * accepted or not: a sign-up flood is abuse whether or not the sign-ups succeed.
 */
export interface PublicCallLimit {
  kind: 'register' | 'onboarding';
  max: number;
  windowMs: number;
}

export const REGISTER_LIMIT: PublicCallLimit = { kind: 'register', max: 10, windowMs: 60 * 60_000 };
export const ONBOARDING_LIMIT: PublicCallLimit = { kind: 'onboarding', max: 60, windowMs: 60 * 60_000 };

export const TOO_MANY_CALLS_MESSAGE = 'Too many requests from this address. Please try again later.';

export async function admitPublicCall(db: Db, limit: PublicCallLimit, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const scope = and(eq(publicCallAttempts.kind, limit.kind), eq(publicCallAttempts.address, address));
  const [row] = await db.select({ n: count() }).from(publicCallAttempts).where(and(scope, gt(publicCallAttempts.attemptedAt, since)));
  if (Number(row?.n ?? 0) >= limit.max) {
    throw new HttpError(429, TOO_MANY_CALLS_MESSAGE, undefined, { 'retry-after': String(Math.ceil(limit.windowMs / 1000)) });
  }
  await db.insert(publicCallAttempts).values({ kind: limit.kind, address, attemptedAt: now });
  // Old rows are dropped as we go: the table never holds more than a window per address.
  await db.delete(publicCallAttempts).where(and(scope, lt(publicCallAttempts.attemptedAt, since)));
}
