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
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}
