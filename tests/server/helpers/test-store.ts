import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Store } from '../../../server/store/db';
import { MEMORY_DATA_DIR, openStore } from '../../../server/store/open';

/**
 * The vitest project 'server-postgres' (present when TEST_DATABASE_URL=postgres://… is set) runs
 * these same files on PostgreSQL; the project 'server' runs them on PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

export interface TestDatabase {
  /** Options for openStore that reach this database (open it again to test restarts). */
  options: { databaseUrl?: string; dataDir?: string };
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or on PostgreSQL a new
 * database (the migrations name the public schema, so a database, not a schema, is the unit).
 */
export async function createTestDatabase({ migrated = false, seeded = false } = {}): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { options: { dataDir: MEMORY_DATA_DIR }, drop: async () => {} };
  const name = `voyage_test_${randomBytes(6).toString('hex')}`;
  // A migrated (or seeded) one is a copy of a template tests/setup/database-image.ts made once for the run.
  const template = seeded ? inject('postgresSeededTemplate') : migrated ? inject('postgresTemplate') : '';
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { options: { databaseUrl: url.toString() }, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated store on a fresh test database, holding the demo company when `seeded` (as
 * seedDemoIfEmpty leaves it, seeded at the start of the run); close() also drops the database.
 */
export async function openTestStore({ seeded = false } = {}): Promise<Store> {
  const database = await createTestDatabase({ migrated: true, seeded });
  const store = await openStore({ ...database.options, image: TEST_DATABASE_URL ? undefined : await pgliteImage(seeded) });
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** The PGlite image tests/setup/database-image.ts wrote for this run (absent when a test runs outside it). */
async function pgliteImage(seeded: boolean): Promise<Blob | undefined> {
  const file = inject(seeded ? 'pgliteSeededImagePath' : 'pgliteImagePath');
  return file ? new Blob([await readFile(file)]) : undefined;
}
