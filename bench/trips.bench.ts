/**
 * Trip reads with 100,000 trips in the database (issue 4), on PGlite and then PostgreSQL: the
 * traveller's trip list (TG-EXPENSE gettripscreatedbyprofile, default window and page) and the
 * full trip (getcorporatefulltrip) through the real server over loopback HTTP. The trips belong
 * to the Acme demo company's people, a quarter of them to traveller@acme.test, each with its
 * main-traveller row and two items, created over the last 90 days. Each read is measured for one
 * user and for 10 at once. Env: BENCH_TRIPS (100000), BENCH_SECONDS (5), DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { seedDemoIfEmpty } from '../server/store/seed';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';
import { BENCH_FIRST_TRIP_ID, seedBenchTrips } from './seed-trips';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * README targets, on either database: p99 within 50 ms for one user, within 250 ms for 10 users
 * at once (PGlite serves one query at a time, so concurrent users queue behind each other).
 */
const TARGET_P99_MS: Record<number, number> = { 1: 50, 10: 250 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, token: string, body: object, duration: number, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    connections,
    duration,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(target: BenchTarget): Promise<void> {
  await seedDemoIfEmpty(target.store.db);
  const started = performance.now();
  await seedBenchTrips(target.store.db, TRIPS);
  console.log(`${target.name}: ${TRIPS.toLocaleString('en-IN')} trips seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SERVICE_PATH}`;
  try {
    const { token } = await benchLogin(url.replace(SERVICE_PATH, ''));
    const list = { opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', createdbyprofileid: '20001' };
    const full = { opid: 'TG-EXPENSE', action: 'getcorporatefulltrip', tripid: String(BENCH_FIRST_TRIP_ID + 4 * Math.floor(TRIPS / 8)) };
    for (const [name, body] of [['trip list (50 newest of ~25,000)', list], ['full trip by id', full]] as const) {
      await load(url, token, body, 1, 10);
      for (const users of [1, 10]) {
        const f = await load(url, token, body, SECONDS, users);
        const target = TARGET_P99_MS[users]!;
        const verdict = f.p99 <= target ? 'meets' : 'MISSES';
        console.log(`  ${name.padEnd(34)} ${String(users).padStart(2)} user(s) ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms (${verdict} p99 ≤ ${target} ms)`);
      }
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`${SECONDS} s per read and user count, loopback\n`);
  await onEachDatabase(PG_URL, measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
