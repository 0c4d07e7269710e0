/**
 * Admin lists at a large company's volume (issue 17), on PGlite and then PostgreSQL: Acme gets
 * 10,000 employees, 2,000 projects and 500 cost centres (over 50 departments), and the travel admin
 * pages through the people (searchcorporatetravellerslite), viewprojectwithcorpid and
 * viewcostcenterwithcorpid through the real server over loopback HTTP: the first page by name, a
 * search, and a deep page. Requests go one after another (one admin at a screen); each list shape
 * is timed BENCH_REQUESTS times. Target (README): p95 ≤ 50 ms. Env: BENCH_EMPLOYEES (10000),
 * BENCH_PROJECTS (2000), BENCH_COST_CENTRES (500), BENCH_REQUESTS (200), DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Db } from '../server/store/db';
import { seedDemoIfEmpty } from '../server/store/seed';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';
import { seedBenchEmployees } from './seed-employees';
import { timeRequests } from './time-requests';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 2_000);
const COST_CENTRES = Number(process.env.BENCH_COST_CENTRES ?? 500);
const DEPARTMENTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P95_MS = 50;

/** The people and masters in set-based statements: benches measure reads, not the seeding. Employees are copies of a demo employee under new ids, names and logins. */
async function seedBenchMasters(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`insert into departments (id, corporate_id, name, code)
    select 'BD' || g, '1001', 'Bench department ' || g, 'BD' || g from generate_series(1, ${DEPARTMENTS}) g`),
  );
  await db.execute(
    sql.raw(`insert into cost_centers (id, corporate_id, name, code, department_id, status)
    select 'BC' || g, '1001', 'Bench cost centre ' || g, 'BCC' || g, 'BD' || (1 + g % ${DEPARTMENTS}),
      case when g % 10 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${COST_CENTRES}) g`),
  );
  await db.execute(
    sql.raw(`insert into projects (id, corporate_id, name, code, cost_center_id, department_id, valid_from, status)
    select 'BP' || g, '1001', 'Bench project ' || g, 'BPR-' || g, 'BC' || (1 + g % ${COST_CENTRES}), 'BD' || (1 + (1 + g % ${COST_CENTRES}) % ${DEPARTMENTS}),
      '2025-01-01', case when g % 10 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${PROJECTS}) g`),
  );
  await seedBenchEmployees(db, EMPLOYEES);
  await db.execute(sql`analyze`);
}

async function measure(target: BenchTarget): Promise<boolean> {
  await seedDemoIfEmpty(target.store.db);
  await seedBenchMasters(target.store.db);
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let allMeet = true;
  try {
    const { token } = await benchLogin(base, 'traveladmin@acme.test');
    console.log(`${target.name}: ${EMPLOYEES.toLocaleString('en-IN')} employees, ${PROJECTS.toLocaleString('en-IN')} projects, ${COST_CENTRES.toLocaleString('en-IN')} cost centres`);
    const shapes = [
      ['people, first page by name', { action: 'searchcorporatetravellerslite' }],
      ['people, search "employee 99" by name', { action: 'searchcorporatetravellerslite', searchval: 'employee 99' }],
      ['people, page 150 of 200', { action: 'searchcorporatetravellerslite', pageno: 150, pagesize: 50 }],
      ['projects, first page by name', { action: 'viewprojectwithcorpid' }],
      ['projects, search "project 1" by code desc', { action: 'viewprojectwithcorpid', searchtext: 'project 1', sortby: 'projectcode', sortorder: 'desc' }],
      ['projects, page 30 of 50', { action: 'viewprojectwithcorpid', pageno: 30, pagesize: 50 }],
      ['cost centres, first page by name', { action: 'viewcostcenterwithcorpid' }],
      ['cost centres, search "BCC4" by code desc', { action: 'viewcostcenterwithcorpid', searchtext: 'BCC4', sortby: 'costcentercode', sortorder: 'desc' }],
      ['cost centres, page 8 of 50', { action: 'viewcostcenterwithcorpid', pageno: 8, pagesize: 50 }],
    ] as const;
    for (const [name, fields] of shapes) {
      const { p50, p95 } = await timeRequests(`${base}${SERVICE_PATH}`, token, { opid: 'TG-EXPENSE', ...fields }, { warmup: 10, requests: REQUESTS });
      const meets = p95 <= TARGET_P95_MS;
      allMeet &&= meets;
      console.log(`  ${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms (${meets ? 'meets' : 'MISSES'} p95 ≤ ${TARGET_P95_MS} ms)`);
    }
  } finally {
    await app.close();
  }
  return allMeet;
}

async function main(): Promise<void> {
  console.log(`${REQUESTS} sequential requests per list shape, loopback\n`);
  let allMeet = true;
  await onEachDatabase(PG_URL, async (target) => {
    allMeet = (await measure(target)) && allMeet;
  });
  if (!allMeet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
