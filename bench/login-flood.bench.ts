/**
 * Login flood (issue 13), on PGlite and then PostgreSQL: a reader loops on the traveller's trip
 * list (TG-EXPENSE gettripscreatedbyprofile) through the real server over loopback HTTP, first
 * alone, then while 500 clients at once send wrong-password logins from 50 addresses
 * (X-Forwarded-For; the server trusts one proxy hop, as with TRUST_PROXY=1 behind a proxy), spread
 * over accounts that exist and accounts that do not. Two floods:
 *  - paced: each client sends its next login a second after its last answer (~500 logins/s);
 *  - back to back: each client sends its next login as soon as its last is answered. Then any
 *    request, even an instant 429, queues behind ~500 others on the event loop, so this one
 *    measures the machine as much as the login path.
 * Prints the reader's p50/p99 alone and during each flood, the p99 ratio (target ≤ 2×), the
 * flood's answers by status, and the password hashes the server actually computed (the server runs
 * in this process; the flood in a worker thread). Loopback only, bounded in time (BENCH_SECONDS
 * per phase, default 5) and count (BENCH_FLOOD_MAX logins per flood, default 100,000).
 * Env: BENCH_SECONDS, BENCH_FLOOD (500 clients), BENCH_FLOOD_MAX, HASH_CONCURRENCY, HASH_QUEUE, DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/app';
import { hashLimitFromEnv } from '../server/auth/hash-limiter';
import { passwordHashesComputed } from '../server/auth/passwords';
import { seedDemoIfEmpty } from '../server/store/seed';
import { DEMO_PROFILES } from '../server/store/seed-data';
import { LOGIN_PATH, SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_FLOOD ?? 500);
const MAX_REQUESTS = Number(process.env.BENCH_FLOOD_MAX ?? 100_000);
const ADDRESSES = 50;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_RATIO = 2;

/**
 * The flooding clients, in plain JavaScript for a worker thread: every client sends its next
 * wrong-password login `pauseMs` after the last is answered, until told to stop or out of requests.
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, clients, addresses, maxRequests, userids, pauseMs } = workerData;
let stop = false;
let sent = 0;
const statuses = {};
parentPort.on('message', () => { stop = true; });
async function client(c) {
  // Paced clients start spread over one pause, so the flood is steady rather than in waves of 500.
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, (c * pauseMs) / clients));
  for (let n = c; !stop && sent < maxRequests; n += clients) {
    sent += 1;
    const userid = n % 2 ? userids[n % userids.length] : 'nobody' + n + '@acme.test';
    const body = new URLSearchParams({ jsondata: JSON.stringify({ userid, password: 'Wrong@' + n }), pushtoken: '' });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.18.0.' + (1 + (n % addresses)) };
    try {
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] || 0) + 1;
    } catch (error) {
      statuses.error = (statuses.error || 0) + 1;
    }
    if (pauseMs > 0 && !stop) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
parentPort.postMessage('started');
Promise.all(Array.from({ length: clients }, (_, c) => client(c))).then(() => parentPort.postMessage({ sent, statuses }));
`;

interface Flood {
  stop(): Promise<{ sent: number; statuses: Record<string, number> }>;
}

function startFlood(base: string, pauseMs: number): Promise<Flood> {
  const userids = DEMO_PROFILES.map((p) => p.userId);
  const worker = new Worker(FLOOD_WORKER, { eval: true, workerData: { url: `${base}${LOGIN_PATH}`, clients: CLIENTS, addresses: ADDRESSES, maxRequests: MAX_REQUESTS, userids, pauseMs } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            worker.once('message', (result: { sent: number; statuses: Record<string, number> }) => void worker.terminate().then(() => done(result)));
            worker.postMessage('stop');
          }),
      }),
    );
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** One reader asking for the trip list again as soon as it is answered; its latencies, sorted. */
async function readTrips(url: string, token: string, seconds: number): Promise<{ p50: number; p99: number; count: number }> {
  const body = JSON.stringify({ opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', createdbyprofileid: '20001' });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`trip list answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), count: latencies.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(target: BenchTarget): Promise<void> {
  await seedDemoIfEmpty(target.store.db);
  const app = await buildApp({ store: target.store, trustProxy: 1, hashLimit: hashLimitFromEnv(process.env.HASH_CONCURRENCY, process.env.HASH_QUEUE) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const { token } = await benchLogin(base);
    await readTrips(`${base}${SERVICE_PATH}`, token, 1);
    const quiet = await readTrips(`${base}${SERVICE_PATH}`, token, SECONDS);
    console.log(`${target.name}:`);
    console.log(`  reader alone                ${String(quiet.count).padStart(6)} reads  p50 ${ms(quiet.p50)}  p99 ${ms(quiet.p99)}`);
    for (const [name, pauseMs] of [['paced flood', 1000], ['back-to-back flood', 0]] as const) {
      const hashesBefore = passwordHashesComputed();
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const flood = await startFlood(base, pauseMs);
      const flooded = await readTrips(`${base}${SERVICE_PATH}`, token, SECONDS);
      const { sent, statuses } = await flood.stop();
      loopDelay.disable();
      const hashes = passwordHashesComputed() - hashesBefore;
      const ratio = flooded.p99 / quiet.p99;
      console.log(`  reader during ${name.padEnd(18)} ${String(flooded.count).padStart(6)} reads  p50 ${ms(flooded.p50)}  p99 ${ms(flooded.p99)}`);
      console.log(`    p99 ratio ${ratio.toFixed(2)}× (${ratio <= TARGET_RATIO ? 'meets' : 'MISSES'} ≤ ${TARGET_RATIO}×), p50 ratio ${(flooded.p50 / quiet.p50).toFixed(2)}×`);
      console.log(`    ${sent} logins from ${CLIENTS} clients, ${ADDRESSES} addresses; answers ${JSON.stringify(statuses)}; password hashes computed ${hashes}; server event-loop delay p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`);
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const { concurrency, queue } = { concurrency: Number(process.env.HASH_CONCURRENCY || 0) || undefined, queue: Number(process.env.HASH_QUEUE || 0) || undefined };
  console.log(`${SECONDS} s per phase, loopback; hash cap ${concurrency ?? 'cores'}, queue ${queue ?? '2 × cap'}\n`);
  await onEachDatabase(PG_URL, measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
