/**
 * Finance's expense queue at volume (issue "Expenses"): Acme gets 2,000 employees and 50,000
 * expense lines over 10,000 reports (5 lines each) spread over the lifecycle as a company's history
 * looks: most reimbursed, the rest waiting for approvers, finance or payment, some rejected by
 * finance. Finance pages through getfinanceexpensequeue through app.inject (no network): each queue's
 * first page, a deep page and searches by claimant, report number and title. Target: p95 ≤ 50 ms on
 * PostgreSQL (PGlite is measured too, for comparison). Env: BENCH_LINES (50000), BENCH_REQUESTS
 * (200), DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Db } from '../server/store/db';
import { seedDemoIfEmpty } from '../server/store/seed';
import { DEMO_PASSWORD } from '../server/store/seed-data';
import { LOGIN_PATH, SERVICE_PATH } from '../src/contract/envelope';
import { type BenchTarget, onEachDatabase } from './bench-target';
import { seedBenchEmployees } from './seed-employees';

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const LINES_PER_REPORT = 5;
const REPORTS = Math.ceil(LINES / LINES_PER_REPORT);
const EMPLOYEES = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P95_MS = 50;

/** Statuses by report number modulo 20: 12 of 20 reimbursed, the rest along the road. */
const STATUS_BY_SLOT = `(array['approvalpending','approved','approved','controllerverified','verified','adjusted','partiallyadjusted','financeprocessing',
  'rejected','draft','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed','reimbursed'])[1 + g % 20]`;

/** Reports, lines and finance's rejections in set-based statements: the bench measures the reads. */
async function seedExpenses(db: Db): Promise<void> {
  await seedBenchEmployees(db, EMPLOYEES);
  await db.execute(
    sql.raw(`insert into expense_reports (id, report_no, corporate_id, profile_id, title, status, currency, round, submitted_at, created_at, updated_at)
    select 'BR' || g, 'ER' || (900000 + g), '1001', 'BE' || (1 + g % ${EMPLOYEES}), 'Client visit ' || (g % 500), ${STATUS_BY_SLOT}, 'INR', 1,
      case when g % 20 = 9 then null else now() - make_interval(mins => g) end, now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${REPORTS}) g`),
  );
  await db.execute(
    sql.raw(`insert into expense_lines (id, corporate_id, profile_id, report_id, kind, line_type, category_id, expense_date, merchant, currency, amount_minor, rate,
      base_currency, base_minor, payment_method, allowed_minor, created_at, updated_at)
    select 'BL' || g, '1001', 'BE' || (1 + r % ${EMPLOYEES}), 'BR' || r, 'travel', 'expense', 'CT1001MEALS', '2026-03-' || lpad((1 + g % 28)::text, 2, '0'),
      'Merchant ' || (g % 300), 'INR', 10000 + g % 90000, '1.0000', 'INR', 10000 + g % 90000,
      case when g % 4 = 0 then 'companycard' else 'personalcard' end, null, now(), now()
    from generate_series(1, ${REPORTS * LINES_PER_REPORT}) g, lateral (select 1 + (g - 1) / ${LINES_PER_REPORT} as r) x`),
  );
  await db.execute(
    sql.raw(`insert into expense_report_events (report_id, corporate_id, event, from_status, to_status, actor_profile_id, remarks, created_at)
    select id, corporate_id, 'REJECT', 'controllerverified', 'rejected', '20006', 'Not a business expense', now()
    from expense_reports where id like 'BR%' and status = 'rejected'`),
  );
  await db.execute(sql`analyze`);
}

async function measure(target: BenchTarget): Promise<boolean> {
  await seedDemoIfEmpty(target.store.db);
  await seedExpenses(target.store.db);
  const app = await buildApp({ store: target.store, expensiveOpsPerMinute: 0 });
  await app.ready();
  let allMeet = true;
  try {
    const login = await app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      payload: new URLSearchParams({ jsondata: JSON.stringify({ userid: 'finance@acme.test', password: DEMO_PASSWORD }), pushtoken: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = (login.json() as { userauth: { authtoken: string } }).userauth.authtoken;
    const call = async (fields: object) => {
      const started = performance.now();
      const r = await app.inject({ method: 'POST', url: SERVICE_PATH, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify({ opid: 'TG-EXPENSECLAIM', action: 'getfinanceexpensequeue', ...fields }) });
      if (r.statusCode !== 200) throw new Error(`${JSON.stringify(fields)}: ${r.statusCode} ${r.body}`);
      return performance.now() - started;
    };
    console.log(`${target.name}: ${(REPORTS * LINES_PER_REPORT).toLocaleString('en-IN')} lines over ${REPORTS.toLocaleString('en-IN')} reports of ${EMPLOYEES.toLocaleString('en-IN')} employees`);
    const shapes = [
      ['verify queue, first page', { queue: 'verify' }],
      ['pay queue, first page', { queue: 'pay' }],
      ['closed queue, first page', { queue: 'closed' }],
      ['closed queue, page 100 of 128', { queue: 'closed', pageno: 100 }],
      ['verify queue, search claimant "employee 12"', { queue: 'verify', searchtext: 'employee 12' }],
      ['closed queue, search report "ER90512"', { queue: 'closed', searchtext: 'ER90512' }],
      ['pay queue, search title "visit 4"', { queue: 'pay', searchtext: 'visit 4' }],
    ] as const;
    for (const [name, fields] of shapes) {
      for (let i = 0; i < 10; i += 1) await call(fields);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) times.push(await call(fields));
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
      const [p50, p95] = [at(0.5), at(0.95)];
      const meets = p95 <= TARGET_P95_MS;
      allMeet &&= meets || target.name !== 'PostgreSQL';
      console.log(`  ${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms (${meets ? 'meets' : 'MISSES'} p95 ≤ ${TARGET_P95_MS} ms)`);
    }
  } finally {
    await app.close();
  }
  return allMeet;
}

async function main(): Promise<void> {
  console.log(`${REQUESTS} sequential requests per queue shape, app.inject; the target is PostgreSQL's\n`);
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
