/**
 * The dashboards at a large company's volume (docs/features/dashboards.md "Bench"): on PGlite the
 * demo year (3,000 bookings, target p95 ≤ 100 ms); on PostgreSQL, when DATABASE_URL is set,
 * 1,000,000 booking facts for Acme from the demo seed's generator over 2,000 travellers (target p95
 * ≤ 300 ms). A finance admin asks each TG-CORPORATEDASHBOARDDATA report and TG-TOTALSALESCORPORATE
 * for the last 90 and 365 days through the real server over loopback HTTP, one request after
 * another, BENCH_REQUESTS times each. PostgreSQL runs in a throw-away database, dropped after.
 * Env: DATABASE_URL, BENCH_FACTS (1000000), BENCH_REQUESTS (20).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { seedDemoIfEmpty } from '../server/store/seed';
import { historyFacts, insertFacts } from '../server/store/seed-dashboard-history';
import { ACME_TRAVELLERS } from '../server/store/seed-dashboard-history-data';
import { REPORT_NAMES } from '../src/contract/dashboards/reports';
import { addDays, indiaToday } from '../src/domain/calendar-days';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, pgliteTarget, postgresTarget } from './bench-target';
import { seedBenchEmployees } from './seed-employees';
import { timeRequests } from './time-requests';

const FACTS = Number(process.env.BENCH_FACTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const EMPLOYEES = 2_000;
const PG_URL = process.env.DATABASE_URL;

/** The bench employees BE1…BE2000 (seed-employees.ts), spread over the demo travellers' departments. */
const benchTravellers = Array.from({ length: EMPLOYEES }, (_, i) => ({
  ...ACME_TRAVELLERS[i % ACME_TRAVELLERS.length]!,
  profileId: `BE${i + 1}`,
  weight: 1 + (i % 7),
}));

async function seedMillion(target: BenchTarget, now: Date): Promise<void> {
  const db = target.store.db;
  await seedDemoIfEmpty(db, now);
  await seedBenchEmployees(db, EMPLOYEES);
  const started = performance.now();
  // In booking-day order, as a real table fills over a year (the generator draws days at random).
  const facts = [...historyFacts({ corporateId: '1001', idPrefix: 'BENCH-', count: FACTS, now, travellers: benchTravellers })].sort(
    (a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0),
  );
  // 1,000 rows of 28 columns stay under PostgreSQL's 65,535 parameters per statement.
  const written = await insertFacts(db, facts, 1_000);
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets a report
  // read a window off the index alone.
  await db.execute(sql`vacuum analyze booking_facts`);
  // The load updated each roll-up row dozens of times in minutes, leaving most of their pages dead
  // rows; a year of bookings arriving one by one, with autovacuum between, reuses that space as it
  // goes. Compacting them once stands for that steady state.
  await db.execute(sql`vacuum full analyze booking_fact_days`);
  await db.execute(sql`vacuum full analyze booking_fact_traveller_months`);
  console.log(`  ${written.toLocaleString('en-IN')} facts written and vacuumed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function measure(target: BenchTarget, targetP95: number): Promise<boolean> {
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const url = `${base}${SERVICE_PATH}`;
  let allMeet = true;
  try {
    const { token } = await benchLogin(base, 'finance@acme.test');
    const today = indiaToday(new Date());
    for (const days of [90, 365]) {
      const window = { fromdate: addDays(today, 1 - days), todate: today };
      const calls = [
        ...REPORT_NAMES.map((reportname) => [reportname, { opid: 'TG-CORPORATEDASHBOARDDATA', reportname }] as const),
        ['TG-TOTALSALESCORPORATE', { opid: 'TG-TOTALSALESCORPORATE' }] as const,
      ];
      for (const [name, fields] of calls) {
        const { p50, p95 } = await timeRequests(url, token, { ...fields, ...window }, { warmup: 3, requests: REQUESTS });
        const meets = p95 <= targetP95;
        allMeet &&= meets;
        console.log(`  ${`${days} days, ${name}`.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms (${meets ? 'meets' : 'MISSES'} p95 ≤ ${targetP95} ms)`);
      }
    }
  } finally {
    await app.close();
  }
  return allMeet;
}

async function main(): Promise<void> {
  console.log(`${REQUESTS} sequential requests per report and window, loopback\n`);
  let allMeet = true;
  const now = new Date();
  const pglite = await pgliteTarget();
  try {
    await seedDemoIfEmpty(pglite.store.db, now, [], { history: true });
    console.log(`${pglite.name}: the demo year`);
    allMeet = (await measure(pglite, 100)) && allMeet;
  } finally {
    await pglite.dispose();
  }
  const postgres = PG_URL ? await postgresTarget(PG_URL) : null;
  if (!postgres) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL=postgres://… for the 1,000,000-booking run)');
  } else {
    try {
      console.log(`\n${postgres.name}: ${FACTS.toLocaleString('en-IN')} bookings`);
      await seedMillion(postgres, now);
      allMeet = (await measure(postgres, 300)) && allMeet;
    } finally {
      await postgres.dispose();
    }
  }
  if (!allMeet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
