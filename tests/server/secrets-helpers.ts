import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/store/db';

/** One raw column value (selected `as value`) as the database holds it, read past every server code path. */
export async function rawValue(db: Db, query: SQL): Promise<string | Buffer> {
  const result = await db.execute(query);
  const [row] = (result as unknown as { rows: { value: string | Uint8Array }[] }).rows;
  if (!row) throw new Error('no row');
  return typeof row.value === 'string' ? row.value : Buffer.from(row.value);
}

/** The stored value is sealed and holds the secret nowhere, not even in part of its bytes. */
export function expectSealed(stored: string | Buffer, secret: string | Buffer): void {
  const bytes = Buffer.isBuffer(stored) ? stored : Buffer.from(stored);
  expect(bytes.subarray(0, 7).toString()).toBe('enc:v1:');
  expect(bytes.includes(secret)).toBe(false);
}
