import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Store } from '../server/store/db';
import { MEMORY_DATA_DIR, openStore } from '../server/store/open';

export interface BenchTarget {
  name: string;
  store: Store;
  /** Closes the store and removes what the bench created. */
  dispose(): Promise<void>;
}

export function pgliteTarget(): Promise<BenchTarget> {
  return openStore({ dataDir: MEMORY_DATA_DIR }).then((store) => ({ name: 'PGlite (in memory)', store, dispose: () => store.close() }));
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL in a throw-away database next to the one DATABASE_URL names, so the bench never
 * seeds or leaves tables in a real database. Null when PostgreSQL is not reachable.
 */
export async function postgresTarget(baseUrl: string): Promise<BenchTarget | null> {
  const name = `voyage_bench_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL at ${baseUrl} not usable (${(error as Error).message}); skipping it.`);
    return null;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const store = await openStore({ databaseUrl: url.toString() });
  return {
    name: 'PostgreSQL',
    store,
    dispose: async () => {
      await store.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Runs `measure` on a fresh in-memory PGlite, then on a throw-away PostgreSQL database beside
 * `postgresUrl` (skipped when that server is not reachable), disposing of each afterwards.
 */
export async function onEachDatabase(postgresUrl: string, measure: (target: BenchTarget) => Promise<void>): Promise<void> {
  for (const make of [pgliteTarget, () => postgresTarget(postgresUrl)]) {
    const target = await make();
    if (!target) continue;
    try {
      await measure(target);
    } finally {
      await target.dispose();
    }
  }
}
