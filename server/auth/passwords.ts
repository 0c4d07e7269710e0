import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/*
 * @node-rs/argon2 defaults are argon2id, m=19 MiB, t=2, p=1 (the OWASP recommendation), so no
 * options are passed: its Algorithm enum is a const enum that isolatedModules cannot import.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown users are checked against this throw-away hash so that they cost the same time as a
 * wrong password: response timing must not tell which userids exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('base64'));
  await verifyPassword(await dummyHash, password);
  return false;
}
