import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../store/db';
import { deviceTokens } from '../store/schema';

/*
 * A device token is handed out at every successful login: to browsers as an HttpOnly,
 * SameSite=Strict cookie scoped to the login path, to app clients also in the answer
 * (`devicetoken`), which they may send back as the form field `devicetoken`. It proves "this
 * client logged in to this account before" and buys a login budget of its own (throttle.ts).
 */
export const DEVICE_COOKIE = 'voyage_device';
const DEVICE_COOKIE_PATH = '/api/dispatcher';
const DEVICE_TOKEN_TTL_MS = 365 * 24 * 3_600_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return null;
}

/** The device token a login presents: the form field first (apps), else the cookie (browsers). */
export function presentedDeviceToken(formField: unknown, cookieHeader: string | undefined): string | null {
  const token = typeof formField === 'string' && formField !== '' ? formField : cookieValue(cookieHeader, DEVICE_COOKIE);
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}

/** The stored hash of `token` when it is a live device token of `profileId`. */
export async function validDeviceToken(db: Db, token: string, profileId: string, now: Date): Promise<string | null> {
  const tokenHash = hashDeviceToken(token);
  const [row] = await db
    .select({ tokenHash: deviceTokens.tokenHash })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.tokenHash, tokenHash), eq(deviceTokens.profileId, profileId), gt(deviceTokens.expiresAt, now)));
  return row ? row.tokenHash : null;
}

/** After a successful login: the presented valid token is kept (and renewed), else a new one is made. */
export async function issueDeviceToken(
  db: Db,
  profile: { id: string; corporateId: string },
  presented: { token: string; tokenHash: string } | null,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_TTL_MS);
  if (presented) {
    await db.update(deviceTokens).set({ lastUsedAt: now, expiresAt }).where(eq(deviceTokens.tokenHash, presented.tokenHash));
    return presented.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(deviceTokens)
    .values({ tokenHash: hashDeviceToken(token), profileId: profile.id, corporateId: profile.corporateId, createdAt: now, lastUsedAt: now, expiresAt });
  return token;
}

export function deviceCookie(token: string, secure: boolean): string {
  const attributes = [`${DEVICE_COOKIE}=${token}`, `Path=${DEVICE_COOKIE_PATH}`, `Max-Age=${DEVICE_TOKEN_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Strict'];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}
