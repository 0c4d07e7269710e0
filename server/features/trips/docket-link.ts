import type { Executor } from '../../store/db';
import { signedTokens } from '../../auth/signed-tokens';

/**
 * Signed links to a trip's PDFs: `/api/trip-pdf/<payload>.<signature>`. The payload names the
 * document, the trip, the company, the profile it was issued to and the expiry; the signature is
 * HMAC-SHA256 with a secret made at first use and kept in the database (every server on one
 * database accepts the same links). A link is a bearer capability: short-lived (15 minutes) for
 * GETPDFLINK, 7 days in a mailed docket. The route re-checks that the trip still exists.
 * A link handed to a session (GETPDFLINK, the docket/forex answers) names that session's token
 * hash and stops working when the session ends (logout, revocation, expiry). A mailed link names
 * none: it goes to the traveller's mailbox, often someone other than the sender, and must outlive
 * the sender's session; its 7-day expiry is its bound.
 */
export const PDF_LINK_PREFIX = '/api/trip-pdf/';
export const PDF_LINK_TTL_MS = 15 * 60_000;
export const MAILED_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
const SECRET_NAME = 'trip-pdf-link-hmac';
const NO_SESSION = '-';

export type PdfKind = 'docket' | 'forex';

export interface PdfLinkClaims {
  kind: PdfKind;
  tripid: string;
  corporateid: string;
  profileid: string;
  /** The session the link was handed to, or null for a mailed link (not tied to a session). */
  sessionTokenHash: string | null;
  expiresAt: Date;
}

const tokens = signedTokens(SECRET_NAME);

export async function signPdfLink(db: Executor, claims: Omit<PdfLinkClaims, 'expiresAt'>, now: Date, ttlMs = PDF_LINK_TTL_MS) {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const fields = [claims.kind, claims.tripid, claims.corporateid, claims.profileid, expiresAt.getTime().toString(36), claims.sessionTokenHash ?? NO_SESSION];
  return { url: `${PDF_LINK_PREFIX}${await tokens.sign(db, now, fields.join('~'))}`, expiresAt };
}

/** The claims of a genuine, unexpired link, or null (forged, altered, expired or malformed alike). */
export async function verifyPdfLink(db: Executor, token: string, now: Date): Promise<PdfLinkClaims | null> {
  const text = token.length > 600 ? null : await tokens.open(db, now, token);
  if (text === null) return null;
  const [kind, tripid, corporateid, profileid, expiry, session = NO_SESSION] = text.split('~');
  const expiresAt = new Date(parseInt(expiry ?? '', 36));
  if ((kind !== 'docket' && kind !== 'forex') || !tripid || !corporateid || !profileid) return null;
  if (!(expiresAt.getTime() > now.getTime())) return null;
  return { kind, tripid, corporateid, profileid, expiresAt, sessionTokenHash: session === NO_SESSION ? null : session };
}
