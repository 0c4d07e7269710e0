/*
 * The big fuzz run: `npm run fuzz -- --count 100000 [--seed 1] [--write-check-every 10]`.
 * Requests generated from every operation's schema (tests/fuzz), on PGlite in memory, or on a
 * fresh database of the PostgreSQL server DATABASE_URL names (dropped at the end). Prints counts
 * by status, the 5xx count and the time taken; exits 1 on any failure.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app';
import { allHandlers } from '../server/features/index';
import { MEMORY_DATA_DIR, openStore } from '../server/store/open';
import { seedDemoIfEmpty } from '../server/store/seed';
import { runFuzz } from '../tests/fuzz/fuzz-loop';
import { FuzzWorld } from '../tests/fuzz/fuzz-world';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' }, 'write-check-every': { type: 'string', default: '1' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
const writeCheckEvery = Number(values['write-check-every']);

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const name = `voyage_fuzz_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const store = await openStore(databaseUrl ? { databaseUrl } : { dataDir: MEMORY_DATA_DIR });
  try {
    await seedDemoIfEmpty(store.db);
    const app = await buildApp({ store });
    await app.ready();
    const world = new FuzzWorld(app, store);
    await world.open();
    console.log(`fuzz: ${count} requests over ${allHandlers.length} operations on ${store.kind}, seed ${seed}, write check on every ${writeCheckEvery} mutation(s)`);
    const stats = await runFuzz(world, allHandlers, {
      count,
      seed,
      writeCheckEvery,
      batch: 1000,
      onProgress: (s) => {
        if (s.cases % 10_000 === 0) console.log(`  ${s.cases} done, ${s.failures.length} failures, ${(s.millis / 1000).toFixed(0)} s`);
      },
    });
    const fivexx = Object.entries(stats.byStatus).filter(([status]) => Number(status) >= 500 && status !== '502').reduce((n, [, c]) => n + c, 0);
    console.log(`by status: ${Object.entries(stats.byStatus).map(([status, n]) => `${status} × ${n}`).join(', ')}`);
    console.log(`5xx (other than a supplier's 502): ${fivexx}; 502 by operation: ${JSON.stringify(stats.supplierFailures)}`);
    console.log(`failures (5xx or a refused request that wrote): ${stats.failures.length}`);
    for (const f of stats.failures.slice(0, 20)) console.log(`  ${f.operation} ${f.status}: ${f.problem}\n    ${f.request}`);
    console.log(`time: ${(stats.millis / 1000).toFixed(1)} s (${(stats.millis / stats.cases).toFixed(2)} ms per request)`);
    await app.close();
    process.exitCode = stats.failures.length > 0 ? 1 : 0;
  } finally {
    await store.close();
    if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
