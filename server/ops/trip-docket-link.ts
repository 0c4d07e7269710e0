import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../store/db';
import { authSecrets } from '../store/schema';

/**
 * Signed links to a trip's PDFs: `/api/trip-pdf/<payload>.<signature>`. The payload names the
 * document, the trip, the company, the profile it was issued to and the expiry; the signature is
 * HMAC-SHA256 with a secret made at first use and kept in the database (every server on one
 * database accepts the same links). A link is a bearer capability: short-lived (15 minutes) for
 * GETPDFLINK, 7 days in a mailed docket. The route re-checks that the trip still exists.
 */
export const PDF_LINK_PREFIX = '/api/trip-pdf/';
export const PDF_LINK_TTL_MS = 15 * 60_000;
export const MAILED_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
const SECRET_NAME = 'trip-pdf-link-hmac';

export type PdfKind = 'docket' | 'forex';

export interface PdfLinkClaims {
  kind: PdfKind;
  tripid: string;
  corporateid: string;
  profileid: string;
  expiresAt: Date;
}

const secrets = new WeakMap<object, Buffer>();

/** Made by whichever process asks first; a racing second insert is ignored and both read the winner. */
async function signingSecret(db: Executor, now: Date): Promise<Buffer> {
  const cached = secrets.get(db);
  if (cached) return cached;
  await db.insert(authSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64'), createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, SECRET_NAME));
  const secret = Buffer.from(row!.value, 'base64');
  secrets.set(db, secret);
  return secret;
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

export async function signPdfLink(db: Executor, claims: Omit<PdfLinkClaims, 'expiresAt'>, now: Date, ttlMs = PDF_LINK_TTL_MS) {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const fields = [claims.kind, claims.tripid, claims.corporateid, claims.profileid, expiresAt.getTime().toString(36)];
  const payload = Buffer.from(fields.join('~')).toString('base64url');
  const signature = sign(await signingSecret(db, now), payload).toString('base64url');
  return { url: `${PDF_LINK_PREFIX}${payload}.${signature}`, expiresAt };
}

/** The claims of a genuine, unexpired link, or null (forged, altered, expired or malformed alike). */
export async function verifyPdfLink(db: Executor, token: string, now: Date): Promise<PdfLinkClaims | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 600) return null;
  const expected = sign(await signingSecret(db, now), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [kind, tripid, corporateid, profileid, expiry] = Buffer.from(payload, 'base64url').toString().split('~');
  const expiresAt = new Date(parseInt(expiry ?? '', 36));
  if ((kind !== 'docket' && kind !== 'forex') || !tripid || !corporateid || !profileid) return null;
  if (!(expiresAt.getTime() > now.getTime())) return null;
  return { kind, tripid, corporateid, profileid, expiresAt };
}
