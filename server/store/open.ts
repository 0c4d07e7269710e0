import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Db, Store } from './db';
import { withSessionLock } from './advisory-lock';
import { acquireDataDirLock } from './pglite-lock';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const MEMORY_DATA_DIR = 'memory://';

export interface OpenStoreOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite directory (default ./data), or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  /**
   * Runs once the database is migrated, under the same lock as the migrations on PostgreSQL
   * (seeding): processes starting together on one database take turns, so it never runs twice at once.
   */
  prepare?: (db: Db) => Promise<void>;
  /**
   * For 'memory://' only: start from this PGlite data directory image (PGlite's dumpDataDir) instead of
   * an empty cluster. Loading an image of a migrated database takes about a third of creating and
   * migrating one, which is what the server tests do for every test file (tests/setup/database-image.ts).
   */
  image?: Blob;
}

/** Opens the database and applies every pending migration (the same set on both engines). */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const prepare = options.prepare ?? (async () => {});
  if (options.databaseUrl) return openPostgres(options.databaseUrl, prepare);
  return openPglite(options.dataDir ?? './data', prepare, options.image);
}

async function openPostgres(connectionString: string, prepare: (db: Db) => Promise<void>): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle connection dropped by the server (restart, failover) is replaced on next use; without
  // a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const close = () => {
    closing = true;
    return pool.end();
  };
  const db = drizzlePg(pool, { schema });
  try {
    // Several processes may start at once on a new database: both would create the migrations
    // table and apply the same files. One dedicated connection holds the lock; the others wait.
    const client = await pool.connect();
    try {
      await withSessionLock(client, 'migrate', async () => {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await prepare(db);
      });
    } finally {
      // Closed, not returned to the pool: ending the session drops the lock even if unlocking failed.
      client.release(true);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', close };
}

async function openPglite(dataDir: string, prepare: (db: Db) => Promise<void>, image?: Blob): Promise<Store> {
  if (dataDir === MEMORY_DATA_DIR) {
    const client = await PGlite.create(image ? { loadDataDir: image } : {});
    return migrated(client, prepare, async () => {});
  }
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  // The lock sits beside the database directory so PGlite never sees a foreign file in PGDATA.
  const release = acquireDataDirLock(path.join(root, 'server.lock'), root);
  try {
    const client = await PGlite.create(path.join(root, 'pglite'));
    return await migrated(client, prepare, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite is one process (its data directory is locked), so nothing else can migrate meanwhile. */
async function migrated(client: PGlite, prepare: (db: Db) => Promise<void>, afterClose: () => Promise<void>): Promise<Store> {
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await prepare(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}
