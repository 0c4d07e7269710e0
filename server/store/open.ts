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
import type { Store } from './db';
import { acquireDataDirLock } from './pglite-lock';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const MEMORY_DATA_DIR = 'memory://';

export interface OpenStoreOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite directory (default ./data), or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
}

/** Opens the database and applies every pending migration (the same set on both engines). */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data');
}

async function openPostgres(connectionString: string): Promise<Store> {
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
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', close };
}

async function openPglite(dataDir: string): Promise<Store> {
  if (dataDir === MEMORY_DATA_DIR) {
    const client = await PGlite.create();
    return migrated(client, async () => {});
  }
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  // The lock sits beside the database directory so PGlite never sees a foreign file in PGDATA.
  const release = acquireDataDirLock(path.join(root, 'server.lock'), root);
  try {
    const client = await PGlite.create(path.join(root, 'pglite'));
    return await migrated(client, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

async function migrated(client: PGlite, afterClose: () => Promise<void>): Promise<Store> {
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
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
