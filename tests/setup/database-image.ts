import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MEMORY_DATA_DIR, openStore } from '../../server/store/open';

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding a migrated PGlite data directory image (project 'server'). */
    pgliteImagePath: string;
    /** A migrated PostgreSQL database that test databases are copied from (project 'server-postgres'). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the server tests start, and every test file copies it instead of
 * migrating its own (tests/server/helpers/test-store.ts): on PGlite the migrations took 3–6 s per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'server-postgres') return postgresTemplate(project);
  return pgliteImage(project);
}

async function pgliteImage(project: TestProject): Promise<() => Promise<void>> {
  const store = await openStore({ dataDir: MEMORY_DATA_DIR });
  const dir = await mkdtemp(path.join(tmpdir(), 'voyage-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  try {
    const client = (store.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await store.close();
  }
  project.provide('pgliteImagePath', file);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `voyage_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = await openStore({ databaseUrl: url.toString() });
  await store.close();
  project.provide('postgresTemplate', name);
  project.provide('pgliteImagePath', '');
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
