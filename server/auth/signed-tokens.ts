import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { aad } from '../crypto/sealed-columns';
import { openText, sealText } from '../crypto/seal';
import type { Executor } from '../store/db';
import { authSecrets } from '../store/schema';

/**
 * Tokens of the form `<payload>.<signature>`, both base64url: HMAC-SHA256 over the payload with a
 * secret generated at first use and kept in auth_secrets under `secretName`, so every server on one
 * database accepts the same tokens. Login keys, push-action tokens and PDF links each use their own
 * secret: a token of one kind can never pass for another.
 */
export function signedTokens(secretName: string) {
  const secrets = new WeakMap<object, Buffer>();

  /**
   * Made by whichever process asks first; a racing second insert is ignored and both read the
   * winner. Stored sealed (server/crypto): a copy of the database alone cannot forge tokens.
   */
  async function secret(db: Executor, now: Date): Promise<Buffer> {
    const cached = secrets.get(db);
    if (cached) return cached;
    const where = aad.authSecret(secretName);
    let [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, secretName));
    if (!row) {
      const value = await sealText(db, randomBytes(32).toString('base64'), where);
      await db.insert(authSecrets).values({ name: secretName, value, createdAt: now }).onConflictDoNothing();
      [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, secretName));
    }
    const value = Buffer.from(await openText(db, row!.value, where), 'base64');
    secrets.set(db, value);
    return value;
  }

  const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    /** The token carrying `text`. */
    async sign(db: Executor, now: Date, text: string): Promise<string> {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}.${mac(await secret(db, now), payload).toString('base64url')}`;
    },
    /** The text of a genuine token, or null (forged, altered or malformed alike). */
    async open(db: Executor, now: Date, token: string): Promise<string | null> {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 2048) return null;
      // Compared as text: decoding would accept variants of the last character that differ only
      // in its unused bits, so one genuine token would have several spellings.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(await secret(db, now), payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(payload, 'base64url').toString();
    },
  };
}
