import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Store } from '../../server/store/db';
import { MEMORY_DATA_DIR, openStore } from '../../server/store/open';
import { seedDemoIfEmpty } from '../../server/store/seed';

declare module 'vitest' {
  interface ProvidedContext {
    /** Files holding PGlite data directory images, migrated and migrated + demo-seeded (project 'server'). */
    pgliteImagePath: string;
    pgliteSeededImagePath: string;
    /** Migrated PostgreSQL databases that test databases are copied from, bare and demo-seeded (project 'server-postgres'). */
    postgresTemplate: string;
    postgresSeededTemplate: string;
  }
}

/**
 * Migrates one database, and seeds a copy with the demo company, before the server tests start; every
 * test file copies one of them instead of migrating and seeding its own (tests/server/helpers/test-store.ts):
 * on PGlite the migrations took 3–6 s per file and the seed another 1–2 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'server-postgres') return postgresTemplates(project);
  return pgliteImages(project);
}

async function pgliteImages(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voyage-pglite-image-'));
  const migrated = path.join(dir, 'migrated.tar');
  const seeded = path.join(dir, 'seeded.tar');
  const store = await openStore({ dataDir: MEMORY_DATA_DIR });
  try {
    await writeFile(migrated, await dumpPglite(store));
    await seedDemoIfEmpty(store.db);
    await writeFile(seeded, await dumpPglite(store));
  } finally {
    await store.close();
  }
  project.provide('pgliteImagePath', migrated);
  project.provide('pgliteSeededImagePath', seeded);
  project.provide('postgresTemplate', '');
  project.provide('postgresSeededTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

async function dumpPglite(store: Store): Promise<Buffer> {
  const client = (store.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

async function postgresTemplates(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const suffix = randomBytes(6).toString('hex');
  const migrated = `voyage_template_${suffix}`;
  const seeded = `voyage_seeded_${suffix}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${migrated}`);
  await (await openStore({ databaseUrl: databaseUrl(adminUrl, migrated) })).close();
  await adminQuery(adminUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const store = await openStore({ databaseUrl: databaseUrl(adminUrl, seeded) });
  try {
    await seedDemoIfEmpty(store.db);
  } finally {
    await store.close();
  }
  project.provide('postgresTemplate', migrated);
  project.provide('postgresSeededTemplate', seeded);
  project.provide('pgliteImagePath', '');
  project.provide('pgliteSeededImagePath', '');
  return async () => {
    for (const name of [seeded, migrated]) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
