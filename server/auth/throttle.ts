import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../store/db';
import { loginAttempts } from '../store/schema';

/*
 * Failed logins are counted in a sliding window, two ways:
 *  - per client address (default 10 per 15 min): one address cannot guess on and on;
 *  - per account from all addresses together (default 100 per 15 min): slows a guesser spread
 *    over many addresses.
 * The account limit is ten times the address limit on purpose: an attacker on one address runs
 * into their own address limit long before the account's, so the real user, logging in from
 * elsewhere, is not locked out. Refused (throttled) attempts are not recorded, so the back-off
 * ends one window after the attacker's last counted failure: a window, never a permanent lock.
 */
export interface ThrottleConfig {
  windowMs: number;
  maxPerAddress: number;
  maxPerAccount: number;
}

export const DEFAULT_THROTTLE_CONFIG: ThrottleConfig = { windowMs: 15 * 60_000, maxPerAddress: 10, maxPerAccount: 100 };

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly config: ThrottleConfig,
  ) {}

  /** Seconds to wait before this address may try this account again, or null when it may now. */
  async retryAfterSeconds(userId: string, address: string, now: Date): Promise<number | null> {
    const byAddress = await this.blockedUntil(eq(loginAttempts.address, address), this.config.maxPerAddress, now);
    const byAccount = await this.blockedUntil(eq(loginAttempts.userId, userId), this.config.maxPerAccount, now);
    const until = Math.max(byAddress, byAccount);
    return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : null;
  }

  async recordFailure(userId: string, address: string, now: Date): Promise<void> {
    await this.db.insert(loginAttempts).values({ userId, address, attemptedAt: now });
  }

  /** Forgets failures too old to count; called by the periodic maintenance. */
  async purge(now: Date): Promise<void> {
    await this.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - this.config.windowMs)));
  }

  /** The time the limit-th most recent failure leaves the window (0 when under the limit). */
  private async blockedUntil(scope: ReturnType<typeof eq>, limit: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - this.config.windowMs);
    const rows = await this.db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(scope, gt(loginAttempts.attemptedAt, since)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(limit);
    const limitth = rows.length >= limit ? rows[limit - 1] : undefined;
    return limitth ? limitth.at.getTime() + this.config.windowMs : 0;
  }
}
