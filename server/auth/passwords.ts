import { randomBytes } from 'node:crypto';
import { hashLimiter } from './hash-limiter';
import { hashOnThread, verifyOnThread } from './hash-threads';

/*
 * @node-rs/argon2 defaults are argon2id, m=19 MiB, t=2, p=1 (the OWASP recommendation), so no
 * options are passed: its Algorithm enum is a const enum that isolatedModules cannot import.
 * Every hash and verify runs in a slot of the process's hash limiter (hash-limiter.ts), which
 * refuses with 429 when the server is saturated, on a low-priority thread (hash-threads.ts).
 */
let computed = 0;

/** argon2 hashes and verifies computed by this process (tests and the login bench read it). */
export const passwordHashesComputed = () => computed;

function rawHash(password: string): Promise<string> {
  computed += 1;
  return hashOnThread(password);
}

async function rawVerify(passwordHash: string, password: string): Promise<boolean> {
  computed += 1;
  try {
    return await verifyOnThread(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

export function hashPassword(password: string): Promise<string> {
  return hashLimiter.run(() => rawHash(password));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashLimiter.run(() => rawVerify(passwordHash, password));
}

let dummyHash: Promise<string> | undefined;

/**
 * The login path's checks. It takes its hash-limiter slot before any of its database work (so a
 * flood is turned away before it costs the database anything) and checks within that slot.
 * Unknown users are checked against a throw-away hash so that they cost the same time as a wrong
 * password: response timing must not tell which userids exist.
 */
export const verifyInHeldSlot = {
  password: rawVerify,
  async dummy(password: string): Promise<false> {
    // Made once per process; not counted against anyone.
    dummyHash ??= hashOnThread(randomBytes(16).toString('base64'));
    await rawVerify(await dummyHash, password);
    return false;
  },
};
