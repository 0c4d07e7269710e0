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
 * A QR key also names the token hash of the session that minted it and is refused once that
 * session has ended (logout, revocation, expiry): logging out must not leave a way back in. An SSO
 * key minted by the CLI names no session.
 */
export const LOGIN_KEY_TTL_MS = 5 * 60_000;
const SECRET_NAME = 'login-key-hmac';
const NO_SESSION = '-';
const INVALID = 'This sign-in link is not valid.';

export class LoginKeyRefused extends Error {}

const tokens = signedTokens(SECRET_NAME);

export interface LoginKeyClaims {
  client: string;
  profileid: string;
  expiresAt: Date;
  keyId: string;
  /** The session that minted the key (a QR key), or null (an SSO key from the CLI). */
  sessionTokenHash: string | null;
}

/** Whether the session with this token hash may still be used (SessionStore.isLive). */
export type SessionLiveness = (tokenHash: string, now: Date) => Promise<boolean>;

export async function mintLoginKey(db: Executor, input: { client: string; profileid: string; now: Date; ttlMs?: number; sessionTokenHash?: string }): Promise<{ key: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? LOGIN_KEY_TTL_MS));
  const claims = [input.client, input.profileid, expiresAt.getTime().toString(36), randomBytes(12).toString('base64url'), input.sessionTokenHash ?? NO_SESSION].join('~');
  return { key: await tokens.sign(db, input.now, claims), expiresAt };
}

function readClaims(text: string | null): LoginKeyClaims | null {
  if (text === null) return null;
  const [client, profileid, expiry, keyId, session] = text.split('~');
  if (!client || !profileid || !expiry || !keyId || !session) return null;
  return { client, profileid, expiresAt: new Date(Number.parseInt(expiry, 36)), keyId, sessionTokenHash: session === NO_SESSION ? null : session };
}

/**
 * The claims of a genuine, unexpired, unused key for `client` whose minting session (if any) is
 * still live, marking it used; otherwise LoginKeyRefused. A key from an ended session is refused
 * like a forged one.
 */
export async function redeemLoginKey(db: Executor, key: string, client: string, now: Date, isLive: SessionLiveness): Promise<LoginKeyClaims> {
  const claims = readClaims(await tokens.open(db, now, key));
  if (!claims || claims.client !== client) throw new LoginKeyRefused(INVALID);
  if (claims.expiresAt <= now) throw new LoginKeyRefused('This sign-in link has expired.');
  if (claims.sessionTokenHash !== null && !(await isLive(claims.sessionTokenHash, now))) throw new LoginKeyRefused(INVALID);
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
