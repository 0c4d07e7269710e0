import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { HASH_BUSY_MESSAGE, HashBusyError, hashLimiter } from './hash-limiter';
import { loginFailed, loginNok, loginThrottled } from './login-errors';
import { type ProfileRow, findProfileByUserId } from './login-response';
import { verifyInHeldSlot } from './passwords';
import type { SecurityEventKind } from '../store/schema';
import { recordSecurityEvent } from './security-audit';
import { type Budget, throttleKeys } from './throttle';
import { validDeviceToken } from './device-tokens';
import { assertAccountActive } from './account-status';

export interface LoginClient {
  address: string;
  userAgent: string | null;
  /** A well-formed device token the client sent (cookie or form field), not yet checked. */
  deviceToken: string | null;
}

export interface CheckedLogin {
  profile: ProfileRow;
  /** The presented device token when it is a live one of this account. */
  device: { token: string; tokenHash: string } | null;
}

/**
 * Checks a userid and password under the login budgets (throttle.ts) and the hash limiter, and
 * audits the outcome. The whole check runs in one hash-limiter slot taken first: when the server
 * is already hashing at its cap with a full queue, a login is refused (429, Retry-After: 1) before
 * it costs the database anything, so a flood cannot crowd out other requests' queries.
 */
export async function checkLogin(ctx: AppContext, userId: string, password: string, client: LoginClient, now: Date): Promise<CheckedLogin> {
  if (!client.deviceToken) {
    const retryAfter = ctx.throttle.recentlyRefused([throttleKeys.account(userId), throttleKeys.address(client.address)], now);
    if (retryAfter !== null) throw loginThrottled(retryAfter);
  }
  try {
    return await hashLimiter.run(() => checkInSlot(ctx, userId, password, client, now));
  } catch (error) {
    if (error instanceof HashBusyError) throw new HttpError(429, HASH_BUSY_MESSAGE, loginNok(HASH_BUSY_MESSAGE), error.headers);
    throw error;
  }
}

/** The profile of `userId` and, when `token` is a live device token of it, the device. */
async function presentedDevice(ctx: AppContext, userId: string, token: string, now: Date) {
  const profile = await findProfileByUserId(ctx.store.db, userId);
  const tokenHash = profile ? await validDeviceToken(ctx.store.db, token, profile.id, now) : null;
  return { profile, device: tokenHash ? { token, tokenHash } : null };
}

/*
 * A client with a valid device token of the account is counted only on that token's budget:
 * neither the account's lock nor its address's spraying limit holds it back. Any other client
 * needs room in both the account's and the address's budget. The address limit counts failed
 * checks only (successes give theirs back), so successful logins never push an office toward it;
 * a login from an address already over it is refused before its password is looked at, because
 * telling a success apart would take the very hash the limit exists to spare.
 */
async function checkInSlot(ctx: AppContext, userId: string, password: string, client: LoginClient, now: Date): Promise<CheckedLogin> {
  const db = ctx.store.db;
  const { config } = ctx.throttle;
  // With a device token the profile is read first (the token decides the budgets); else only once admitted.
  const presented = client.deviceToken ? await presentedDevice(ctx, userId, client.deviceToken, now) : null;
  const device = presented?.device ?? null;
  const readProfile = async () => (presented ? presented.profile : findProfileByUserId(db, userId));
  const audit = async (kind: SecurityEventKind, profile: ProfileRow | undefined, detail: Record<string, unknown>) =>
    recordSecurityEvent(db, { kind, at: now, userId, profileId: profile?.id, corporateId: profile?.corporateId, address: client.address, userAgent: client.userAgent, detail });

  const budgets: Budget[] = device
    ? [{ key: throttleKeys.device(device.tokenHash), limit: config.maxPerDevice }]
    : [
        { key: throttleKeys.account(userId), limit: config.maxPerAccount },
        { key: throttleKeys.address(client.address), limit: config.maxPerAddress },
      ];
  const reserved = await ctx.throttle.reserve(budgets, now);
  if (!reserved.ok) {
    if (reserved.newLock) await audit('lock', await readProfile(), { key: reserved.key.split(':')[0], retryAfterSeconds: reserved.retryAfterSeconds });
    throw loginThrottled(reserved.retryAfterSeconds);
  }

  const profile = await readProfile();
  const ok = profile ? await verifyInHeldSlot.password(profile.passwordHash, password) : await verifyInHeldSlot.dummy(password);
  if (!profile || !ok) {
    await audit('login_failure', profile, { device: device !== null });
    throw loginFailed();
  }

  await ctx.throttle.release(reserved.reservations);
  // Only after the password: a deactivated account's refusal must not confirm guesses for free.
  await assertAccountActive(db, profile.id);
  // 'unlock': the owner is back in after a lock (which itself ends by time); a device-token login
  // during the lock also counts, though the lock still holds for other clients until its window ends.
  if (await ctx.throttle.clearLock(throttleKeys.account(userId))) await audit('unlock', profile, { device: device !== null });
  await audit('login_success', profile, { device: device !== null });
  return { profile, device };
}
