/**
 * Bulk import of people at a large company's volume (issue 17): a CSV of BENCH_PEOPLE (10,000)
 * new employees of Acme, each with a manager by e-mail, a department and a cost centre by code,
 * uploaded to the real server over loopback HTTP, first as a dry run (mode=check), then imported
 * (mode=import, one transaction). Times are what the admin waits for, upload included, and the
 * server's own parse / check / write split. Target (README): dry run + import ≤ 10 s on PGlite;
 * PostgreSQL is measured too when reachable. Env: BENCH_PEOPLE (10000), DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seedDemoIfEmpty } from '../server/store/seed';
import { type BulkImportResponse, bulkImportPath } from '../src/contract/bulk-import/routes';
import { importColumns } from '../src/contract/bulk-import/entities';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = 10_000;

/** Names hold letters only: the number spelled with a to j. */
const lettersOf = (i: number) => String(i).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));

/** Every tenth person reports to the one before the group, the rest to the company's manager. */
function peopleCsv(n: number): string {
  const lines = [importColumns('people').join(',')];
  for (let i = 0; i < n; i += 1) {
    const manager = i % 10 === 0 ? 'manager@acme.test' : `bench${i - (i % 10)}@acme.test`;
    const department = i % 2 === 0 ? 'SALES,SAL' : 'ENGG,ENG';
    lines.push(`bench${i}@acme.test,Mr,Bench,"Person ${lettersOf(i)}",9${String(i).padStart(9, '0')},91,Male,1990-01-01,employee,${manager},${department}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function upload(base: string, token: string, mode: 'check' | 'import', csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  const started = performance.now();
  const response = await fetch(`${base}${bulkImportPath('people')}?mode=${mode}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as BulkImportResponse;
  const ms = performance.now() - started;
  if (!response.ok || body.Import.problemcount > 0) throw new Error(`${mode}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, report: body.Import };
}

async function measure(target: BenchTarget): Promise<boolean> {
  await seedDemoIfEmpty(target.store.db);
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const { token } = await benchLogin(base, 'traveladmin@acme.test');
    const csv = peopleCsv(PEOPLE);
    console.log(`${target.name}: ${PEOPLE.toLocaleString('en-IN')} people, ${(csv.length / 1024 / 1024).toFixed(2)} MiB of CSV`);
    const check = await upload(base, token, 'check', csv);
    const run = await upload(base, token, 'import', csv);
    const total = check.ms + run.ms;
    for (const [name, { ms, report }] of [['dry run', check], ['import', run]] as const) {
      const { parse, check: checking, write } = report.timings;
      console.log(`  ${name.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms  (server: parse ${parse} ms, check ${checking} ms, write ${write} ms; ${report.imported} imported)`);
    }
    const meets = total <= TARGET_MS;
    console.log(`  together ${total.toFixed(0).padStart(6)} ms  (${meets ? 'meets' : 'MISSES'} ≤ ${TARGET_MS} ms)`);
    return meets || !target.name.startsWith('PGlite');
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
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
