import { signedTokens } from '../auth/signed-tokens';
import type { Executor } from '../store/db';

/**
 * Signed links to generated PDFs: `<prefix><payload>.<signature>`. The payload names the document
 * kind, its subject (a trip, an imprest surrender), the company, the profile it was issued to, the
 * expiry and the session it was handed to ('-' for none); each family of links has its own secret
 * and prefix, so a link of one family never opens a document of another. A link is a bearer
 * capability: short-lived, and the route re-checks that its subject still exists.
 */
export const PDF_LINK_TTL_MS = 15 * 60_000;
const NO_SESSION = '-';

export interface SignedPdfClaims<Kind extends string> {
  kind: Kind;
  subject: string;
  corporateid: string;
  profileid: string;
  /** The session the link was handed to, or null for a mailed link (not tied to a session). */
  sessionTokenHash: string | null;
  expiresAt: Date;
}

export function pdfLinks<Kind extends string>(secretName: string, prefix: string, kinds: readonly Kind[]) {
  const tokens = signedTokens(secretName);
  return {
    prefix,
    async sign(db: Executor, claims: Omit<SignedPdfClaims<Kind>, 'expiresAt'>, now: Date, ttlMs = PDF_LINK_TTL_MS) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      const fields = [claims.kind, claims.subject, claims.corporateid, claims.profileid, expiresAt.getTime().toString(36), claims.sessionTokenHash ?? NO_SESSION];
      return { url: `${prefix}${await tokens.sign(db, now, fields.join('~'))}`, expiresAt };
    },
    /** The claims of a genuine, unexpired link, or null (forged, altered, expired or malformed alike). */
    async verify(db: Executor, token: string, now: Date): Promise<SignedPdfClaims<Kind> | null> {
      const text = token.length > 600 ? null : await tokens.open(db, now, token);
      if (text === null) return null;
      const [kind, subject, corporateid, profileid, expiry, session = NO_SESSION] = text.split('~');
      const expiresAt = new Date(parseInt(expiry ?? '', 36));
      if (!kinds.includes(kind as Kind) || !subject || !corporateid || !profileid) return null;
      if (!(expiresAt.getTime() > now.getTime())) return null;
      return { kind: kind as Kind, subject, corporateid, profileid, expiresAt, sessionTokenHash: session === NO_SESSION ? null : session };
    },
  };
}
