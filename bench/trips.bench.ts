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
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Store } from '../server/store/db';
import { profiles } from '../server/store/schema';
import { seedDemoIfEmpty } from '../server/store/seed';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, pgliteTarget, postgresTarget } from './bench-target';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * README targets, on either database: p99 within 50 ms for one user, within 250 ms for 10 users
 * at once (PGlite serves one query at a time, so concurrent users queue behind each other).
 */
const TARGET_P99_MS: Record<number, number> = { 1: 50, 10: 250 };
const FIRST_ID = 900_001;

/** 100,000 trips in a few set-based statements: the bench measures reads, not the seeding. */
async function seedTrips(store: Store): Promise<void> {
  const people = await store.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.corporateId, '1001')).orderBy(profiles.id);
  const ids = people.map((r) => r.id);
  const traveller = `'20001'`;
  const others = `(array[${ids.map((id) => `'${id}'`).join(',')}])[1 + (g % ${ids.length})]`;
  const owner = `case when g % 4 = 0 then ${traveller} else ${others} end`;
  await store.db.execute(
    sql.raw(`insert into trips (id, corporate_id, traveller_profile_id, created_by_profile_id, created_by, trip_name, origin, destination,
      destination_countries, from_date, to_date, status, domint, travel_reason, trip_purpose, created_at, updated_at)
    select (${FIRST_ID} + g)::text, '1001', ${owner}, ${owner}, 'bench', 'Bench trip ' || g, 'Bengaluru', 'Delhi', '["IN"]'::jsonb,
      (current_date + (g % 60))::date, (current_date + (g % 60) + 2)::date,
      (array['pending','approvalpending','approved','ticketed'])[1 + (g % 4)], 'domestic', 'Client meeting', 'Client meeting',
      now() - ((g % 89) || ' days')::interval - (g || ' seconds')::interval, now()
    from generate_series(0, ${TRIPS - 1}) g`),
  );
  await store.db.execute(
    sql.raw(`insert into trip_travellers (trip_id, corporate_id, traveller_profile_id, main, added_at)
    select id, corporate_id, traveller_profile_id, true, created_at from trips where id::bigint >= ${FIRST_ID}`),
  );
  await store.db.execute(
    sql.raw(`insert into trip_items (id, trip_id, corporate_id, item_type, total_amount_paise, status, added_by, added_at)
    select 'I' || t.id || k.kind, t.id, t.corporate_id, k.kind, 450000, 'active', t.created_by_profile_id, t.created_at
    from trips t cross join (values ('flight'), ('hotel')) as k(kind) where t.id::bigint >= ${FIRST_ID}`),
  );
  await store.db.execute(sql`analyze`);
}

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
  await seedTrips(target.store);
  console.log(`${target.name}: ${TRIPS.toLocaleString('en-IN')} trips seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SERVICE_PATH}`;
  try {
    const { token } = await benchLogin(url.replace(SERVICE_PATH, ''));
    const list = { opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', createdbyprofileid: '20001' };
    const full = { opid: 'TG-EXPENSE', action: 'getcorporatefulltrip', tripid: String(FIRST_ID + 4 * Math.floor(TRIPS / 8)) };
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
  for (const make of [pgliteTarget, () => postgresTarget(PG_URL)]) {
    const target = await make();
    if (!target) continue;
    try {
      await measure(target);
    } finally {
      await target.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
