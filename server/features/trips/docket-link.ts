import type { Executor } from '../../store/db';
import { PDF_LINK_TTL_MS, pdfLinks } from '../../pdf/pdf-link';

/**
 * Signed links to a trip's PDFs: `/api/trip-pdf/<payload>.<signature>` (server/pdf/pdf-link.ts),
 * short-lived (15 minutes) for GETPDFLINK, 7 days in a mailed docket. The route re-checks that the
 * trip still exists.
 * A link handed to a session (GETPDFLINK, the docket/forex answers) names that session's token
 * hash and stops working when the session ends (logout, revocation, expiry). A mailed link names
 * none: it goes to the traveller's mailbox, often someone other than the sender, and must outlive
 * the sender's session; its 7-day expiry is its bound.
 */
export const PDF_LINK_PREFIX = '/api/trip-pdf/';
export const MAILED_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

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

const links = pdfLinks<PdfKind>('trip-pdf-link-hmac', PDF_LINK_PREFIX, ['docket', 'forex']);

export function signPdfLink(db: Executor, { tripid, ...claims }: Omit<PdfLinkClaims, 'expiresAt'>, now: Date, ttlMs = PDF_LINK_TTL_MS) {
  return links.sign(db, { ...claims, subject: tripid }, now, ttlMs);
}

/** The claims of a genuine, unexpired link, or null (forged, altered, expired or malformed alike). */
export async function verifyPdfLink(db: Executor, token: string, now: Date): Promise<PdfLinkClaims | null> {
  const claims = await links.verify(db, token, now);
  if (!claims) return null;
  const { subject, ...rest } = claims;
  return { ...rest, tripid: subject };
}
