import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { signedTokens } from './signed-tokens';
import type { Executor } from '../store/db';
import { usedLoginKeys } from '../store/schema';

/**
 * SSO and QR login keys: `<payload>.<signature>`, both base64url. The payload names the client
 * ('qr' for a Mobile Login QR, else the SSO partner), the profile, the expiry and a random id; the
 * signature is HMAC-SHA256 with a secret generated at first start and kept in the database, so
 * every server on one database accepts the same keys. Redeeming records the id: one use only.
 */
export const LOGIN_KEY_TTL_MS = 5 * 60_000;
const SECRET_NAME = 'login-key-hmac';

export class LoginKeyRefused extends Error {}

const tokens = signedTokens(SECRET_NAME);

export interface LoginKeyClaims {
  client: string;
  profileid: string;
  expiresAt: Date;
  keyId: string;
}

export async function mintLoginKey(db: Executor, input: { client: string; profileid: string; now: Date; ttlMs?: number }): Promise<{ key: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? LOGIN_KEY_TTL_MS));
  const claims = [input.client, input.profileid, expiresAt.getTime().toString(36), randomBytes(12).toString('base64url')].join('~');
  return { key: await tokens.sign(db, input.now, claims), expiresAt };
}

function readClaims(text: string | null): LoginKeyClaims | null {
  if (text === null) return null;
  const [client, profileid, expiry, keyId] = text.split('~');
  if (!client || !profileid || !expiry || !keyId) return null;
  return { client, profileid, expiresAt: new Date(Number.parseInt(expiry, 36)), keyId };
}

/** The claims of a genuine, unexpired, unused key for `client`, marking it used; otherwise LoginKeyRefused. */
export async function redeemLoginKey(db: Executor, key: string, client: string, now: Date): Promise<LoginKeyClaims> {
  const claims = readClaims(await tokens.open(db, now, key));
  if (!claims || claims.client !== client) throw new LoginKeyRefused('This sign-in link is not valid.');
  if (claims.expiresAt <= now) throw new LoginKeyRefused('This sign-in link has expired.');
  // Used ids are only needed while their keys could still be presented.
  await db.delete(usedLoginKeys).where(lt(usedLoginKeys.expiresAt, now));
  const fresh = await db
    .insert(usedLoginKeys)
    .values({ keyId: claims.keyId, profileId: claims.profileid, usedAt: now, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ keyId: usedLoginKeys.keyId });
  if (fresh.length === 0) throw new LoginKeyRefused('This sign-in link has already been used.');
  return claims;
}
