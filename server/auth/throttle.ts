import { and, eq, gt, isNotNull, isNull, like, lte, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../store/db';
import { loginCounters } from '../store/schema';

/*
 * Failed password checks are counted per key in a window that starts at the key's first failure:
 *  - per account (default 10 per 15 min) for every client without a device token;
 *  - per device token (default 5 per 15 min): a client holding a valid device token of the account
 *    is counted only here, so an attacker who exhausts the account's budget does not lock its
 *    owner out of the laptop they use;
 *  - per client address (default 100 per 15 min, across accounts: password spraying), high enough
 *    that a whole office behind one NAT address is not locked out by its typos.
 * A check is counted BEFORE the password is hashed, by one atomic INSERT … ON CONFLICT DO UPDATE
 * whose WHERE refuses the increment once the limit is reached: PostgreSQL locks the conflicting
 * row and re-reads its latest committed version, so concurrent logins in any number of processes
 * take at most `limit` checks. A successful login (or one the hash limiter turned away) gives its
 * count back, so only failures use the budget. A refused attempt is not counted and hashes nothing;
 * the refusal ends when the window does. A check in flight holds its count until it ends, so more
 * than `limit` simultaneous logins to one account (even right ones) see a 429 for that moment.
 */
export interface ThrottleConfig {
  windowMs: number;
  maxPerAccount: number;
  maxPerAddress: number;
  maxPerDevice: number;
}

export const DEFAULT_THROTTLE_CONFIG: ThrottleConfig = { windowMs: 15 * 60_000, maxPerAccount: 10, maxPerAddress: 100, maxPerDevice: 5 };

/** Locked rows are kept this long after their window for the owner's next login to record 'unlock'. */
const LOCK_RECORD_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * A refusal is remembered in process for this long (at most), so a flood at a locked account or
 * address is answered without touching the database; the database stays the truth across processes.
 * Short, because a refusal can also come from checks in flight that then succeed and give back.
 */
const REFUSAL_MEMORY_MS = 10_000;
const REFUSAL_MEMORY_ENTRIES = 10_000;

/**
 * Password-reset requests (docs/login-security.md "Password reset") are a key family of their own:
 * every request counts, account or not, per typed email and per client address, in an hour's window.
 */
export const RESET_FAMILY = { prefix: 'reset-', max: 5, windowMs: 60 * 60_000 } as const;

export const throttleKeys = {
  account: (userId: string) => `account:${userId}`,
  address: (address: string) => `address:${address}`,
  device: (tokenHash: string) => `device:${tokenHash}`,
  resetEmail: (email: string) => `${RESET_FAMILY.prefix}email:${email}`,
  resetAddress: (address: string) => `${RESET_FAMILY.prefix}addr:${address}`,
};

export interface Budget {
  key: string;
  limit: number;
  /** The key family's window when it is not the login one (config.windowMs). */
  windowMs?: number;
}

/** A counted check: given back with release() when it turned out not to be a failure. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

export type ReserveOutcome =
  | { ok: true; reservations: Reservation[] }
  | { ok: false; key: string; retryAfterSeconds: number; /** the window's first refusal of this key */ newLock: boolean };

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export class LoginThrottle {
  /** key → until when it is known refused (ms) and when its window ends (ms). */
  private readonly refused = new Map<string, { recheckAt: number; windowEndsAt: number }>();

  constructor(
    private readonly db: Db,
    readonly config: ThrottleConfig,
  ) {}

  /** Retry-After for the first of `keys` refused recently in this process, without asking the database. */
  recentlyRefused(keys: readonly string[], now: Date): number | null {
    for (const key of keys) {
      const entry = this.refused.get(key);
      if (!entry) continue;
      if (entry.recheckAt <= now.getTime()) this.refused.delete(key);
      else return Math.max(1, Math.ceil((entry.windowEndsAt - now.getTime()) / 1000));
    }
    return null;
  }

  /** Counts one check against every budget, or none of them when any is used up. */
  async reserve(budgets: readonly Budget[], now: Date): Promise<ReserveOutcome> {
    const reservations: Reservation[] = [];
    for (const budget of budgets) {
      const windowStart = await this.take(budget, now);
      if (!windowStart) {
        await this.release(reservations);
        const refusal = await this.refusal(budget, now);
        this.remember(budget.key, refusal.retryAfterSeconds, now);
        return { ok: false, key: budget.key, ...refusal };
      }
      reservations.push({ key: budget.key, windowStart });
    }
    return { ok: true, reservations };
  }

  /** Gives counted checks back (a success, or a check that never ran). */
  async release(reservations: readonly Reservation[]): Promise<void> {
    for (const { key, windowStart } of reservations) {
      await this.db
        .update(loginCounters)
        .set({ failures: sql`${loginCounters.failures} - 1` })
        .where(and(eq(loginCounters.key, key), eq(loginCounters.windowStart, windowStart), gt(loginCounters.failures, 0)));
    }
  }

  /** Clears the lock mark of `key`; answers whether there was one (for an 'unlock' event). */
  async clearLock(key: string): Promise<boolean> {
    const cleared = await this.db
      .update(loginCounters)
      .set({ lockedWindow: null })
      .where(and(eq(loginCounters.key, key), isNotNull(loginCounters.lockedWindow)))
      .returning({ key: loginCounters.key });
    return cleared.length > 0;
  }

  /** Forgets counters whose window has passed (each family by its own); called by the periodic maintenance. */
  async purge(now: Date): Promise<void> {
    const windowAgo = new Date(now.getTime() - this.config.windowMs);
    const lockAgo = new Date(now.getTime() - this.config.windowMs - LOCK_RECORD_RETENTION_MS);
    const resetAgo = new Date(now.getTime() - RESET_FAMILY.windowMs);
    const resetKey = `${RESET_FAMILY.prefix}%`;
    await this.db
      .delete(loginCounters)
      .where(
        or(
          and(notLike(loginCounters.key, resetKey), lte(loginCounters.windowStart, windowAgo), isNull(loginCounters.lockedWindow)),
          and(notLike(loginCounters.key, resetKey), lte(loginCounters.windowStart, lockAgo)),
          and(like(loginCounters.key, resetKey), lte(loginCounters.windowStart, resetAgo)),
        ),
      );
  }

  private remember(key: string, retryAfterSeconds: number, now: Date): void {
    if (this.refused.size >= REFUSAL_MEMORY_ENTRIES) this.refused.delete(this.refused.keys().next().value as string);
    const windowEndsAt = now.getTime() + retryAfterSeconds * 1000;
    this.refused.set(key, { recheckAt: Math.min(windowEndsAt, now.getTime() + REFUSAL_MEMORY_MS), windowEndsAt });
  }

  /** The window start the check was counted in, or null when the budget is used up. */
  private async take({ key, limit, windowMs = this.config.windowMs }: Budget, now: Date): Promise<Date | null> {
    const expired = sql`${loginCounters.windowStart} <= ${iso(new Date(now.getTime() - windowMs))}`;
    const [row] = await this.db
      .insert(loginCounters)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginCounters.key,
        set: {
          windowStart: sql`case when ${expired} then ${iso(now)} else ${loginCounters.windowStart} end`,
          failures: sql`case when ${expired} then 1 else ${loginCounters.failures} + 1 end`,
        },
        setWhere: sql`${expired} or ${loginCounters.failures} < ${limit}`,
      })
      .returning({ windowStart: loginCounters.windowStart });
    return row?.windowStart ?? null;
  }

  private async refusal({ key, windowMs = this.config.windowMs }: Budget, now: Date): Promise<{ retryAfterSeconds: number; newLock: boolean }> {
    const [marked] = await this.db
      .update(loginCounters)
      .set({ lockedWindow: sql`${loginCounters.windowStart}` })
      .where(and(eq(loginCounters.key, key), sql`${loginCounters.lockedWindow} is distinct from ${loginCounters.windowStart}`))
      .returning({ windowStart: loginCounters.windowStart });
    const [row] = marked ? [marked] : await this.db.select({ windowStart: loginCounters.windowStart }).from(loginCounters).where(eq(loginCounters.key, key));
    const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + windowMs;
    return { retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)), newLock: marked !== undefined };
  }
}
