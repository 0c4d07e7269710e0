import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. The database keeps only its sha256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer …` header, or null; malformed tokens never reach the database. */
export function bearerToken(header: string | undefined): string | null {
  if (!header || header.length > 100) return null;
  // The usual spelling first: this runs on every call; the scheme is case-insensitive (RFC 9110).
  if (!header.startsWith('Bearer ') && !/^bearer /i.test(header)) return null;
  const token = header.slice(7).trim();
  return TOKEN_SHAPE.test(token) ? token : null;
}
