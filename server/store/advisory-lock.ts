import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from './db';

/*
 * Work that must happen once across every server process sharing one database (migrations,
 * seeding, the hourly maintenance) takes a PostgreSQL advisory lock. Keys are two int4s: a fixed
 * namespace, so no other application on the same database collides with ours, and hashtext(name).
 * PGlite understands the same functions, so the code is one for both engines.
 */
const NAMESPACE = 0x566f79; // 'Voy'

/**
 * Runs `fn` in a transaction holding the job's lock, or not at all when another process holds it
 * (that process is doing the same work right now). Answers fn's result, or null when skipped.
 * The lock is released at commit or rollback, so a crashed process never leaves it behind.
 */
export function runExclusively<T>(db: Db, jobName: string, fn: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${NAMESPACE}, hashtext(${jobName})) as locked`,
    );
    const row = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
    if (!row?.locked) return null;
    return fn(tx);
  });
}

/**
 * Holds the lock named `name` on one dedicated connection while `fn` runs, waiting for another
 * process that holds it. Session-level (not in a transaction): migrations open transactions of
 * their own, and seeding runs over the pool while this connection keeps the others waiting.
 */
export async function withSessionLock<T>(client: pg.PoolClient, name: string, fn: () => Promise<T>): Promise<T> {
  await client.query('select pg_advisory_lock($1, hashtext($2))', [NAMESPACE, name]);
  try {
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, name]);
  }
}
