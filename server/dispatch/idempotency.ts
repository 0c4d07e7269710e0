import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '../../src/contract/envelope';
import { HttpError, badRequest } from '../http/errors';
import type { Executor } from '../store/db';
import { idempotencyKeys } from '../store/schema';

/** Keys are kept at least 30 days (docs/product.md#the-envelope). */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 3_600_000;

export interface KeyScope {
  corporateId: string;
  profileId: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_SHAPE.test(value)) {
    throw badRequest('Idempotency-Key header must be 1 to 255 visible ASCII characters');
  }
  return value;
}

/** JSON with sorted keys, so the same request always hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/**
 * Claims the key inside the call's transaction, before the effect. The primary key on
 * (corporate, profile, key) makes a concurrent duplicate wait for the first transaction and then
 * see its committed answer, so the effect runs once. Returns the earlier answer for a replay.
 */
export async function claimKey(tx: Executor, scope: KeyScope, hash: string, now: Date): Promise<StoredAnswer | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [earlier] = await tx.select().from(idempotencyKeys).where(matches(scope));
  if (!earlier) throw new HttpError(409, 'Idempotency-Key is in use by a request still running; retry shortly');
  if (earlier.requestHash !== hash) throw new HttpError(422, 'Idempotency-Key was already used with a different request');
  if (earlier.responseStatus === null) throw new HttpError(409, 'Idempotency-Key is in use by a request still running; retry shortly');
  return { status: earlier.responseStatus, body: earlier.responseBody };
}

export async function storeAnswer(tx: Executor, scope: KeyScope, answer: StoredAnswer): Promise<void> {
  await tx.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(matches(scope));
}

export async function purgeIdempotencyKeys(db: Executor, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}

function matches(scope: KeyScope) {
  return and(
    eq(idempotencyKeys.corporateId, scope.corporateId),
    eq(idempotencyKeys.profileId, scope.profileId),
    eq(idempotencyKeys.key, scope.key),
  );
}
