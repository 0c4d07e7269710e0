/**
 * Login flood (issue 13), on PGlite and then PostgreSQL: a reader loops on the traveller's trip
 * list (TG-EXPENSE gettripscreatedbyprofile) through the real server over loopback HTTP, first
 * alone, then while 500 clients at once send wrong-password logins from 50 addresses
 * (X-Forwarded-For; the server trusts one proxy hop, as with TRUST_PROXY=1 behind a proxy), spread
 * over accounts that exist and accounts that do not, each client on its own keep-alive connection.
 * Two floods:
 *  - paced: each client sends its next login a second after its last answer;
 *  - back to back: each client sends its next login as soon as its last is answered.
 * The server runs in this process, alone on its event loop; the reader and the flood run in their
 * own processes (bench/workers). The flood runs at the lowest CPU priority: it stands for clients
 * on other machines, so on this host it gets only the CPU the server and the reader leave.
 * Prints the reader's p50/p99 alone and during each flood, the p99 ratio (target ≤ 2×), the
 * flood's answers by status, and the password hashes the server actually computed. Loopback only,
 * bounded in time (BENCH_SECONDS per phase, default 10) and count (BENCH_FLOOD_MAX logins per
 * flood, default 100,000).
 * Env: BENCH_SECONDS, BENCH_FLOOD (500 clients), BENCH_FLOOD_MAX, HASH_CONCURRENCY, HASH_QUEUE, DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { defaultHashLimitConfig, hashLimitFromEnv } from '../server/auth/hash-limiter';
import { passwordHashesComputed } from '../server/auth/passwords';
import { seedDemoIfEmpty } from '../server/store/seed';
import { DEMO_PROFILES } from '../server/store/seed-data';
import { LOGIN_PATH, SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_FLOOD ?? 500);
const MAX_REQUESTS = Number(process.env.BENCH_FLOOD_MAX ?? 100_000);
const ADDRESSES = 50;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_RATIO = 2;
const HASH_LIMIT = { ...defaultHashLimitConfig(), ...hashLimitFromEnv(process.env.HASH_CONCURRENCY, process.env.HASH_QUEUE) };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/**
 * Runs a bench load process (bench/workers), given `data`, with its own cores' share and event
 * loop, as a real client would be; resolves with its first message.
 */
function startWorker<T>(file: string, data: object): { worker: ChildProcess; first: Promise<T> } {
  const worker = fork(fileURLToPath(new URL(`./workers/${file}`, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_WORKER_DATA: JSON.stringify(data) },
  });
  const first = new Promise<T>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => resolve(message as T));
  });
  return { worker, first };
}

interface Flood {
  stop(): Promise<{ sent: number; statuses: Record<string, number> }>;
}

async function startFlood(base: string, pauseMs: number): Promise<Flood> {
  const userids = DEMO_PROFILES.map((p) => p.userId);
  const settings = { url: `${base}${LOGIN_PATH}`, clients: CLIENTS, addresses: ADDRESSES, maxRequests: MAX_REQUESTS, userids, pauseMs };
  const { worker, first } = startWorker<'started'>('login-flood-clients.ts', settings);
  // The flood stands for clients on other machines: at the lowest priority its own CPU use comes
  // only from what the server and the reader leave, instead of competing with them on this host.
  setPriority(worker.pid!, 19);
  await first;
  return {
    stop: () =>
      new Promise((done) => {
        worker.once('message', (result: { sent: number; statuses: Record<string, number> }) => {
          worker.kill();
          done(result);
        });
        worker.send('stop');
      }),
  };
}

/** The reader's latencies over `seconds`, from its own worker thread. */
async function readTrips(url: string, token: string, seconds: number): Promise<{ p50: number; p99: number; count: number }> {
  const { worker, first } = startWorker<number[]>('trip-list-reader.ts', { url, token, seconds });
  const latencies = await first;
  worker.kill();
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), count: latencies.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(target: BenchTarget): Promise<void> {
  await seedDemoIfEmpty(target.store.db);
  const app = await buildApp({ store: target.store, trustProxy: 1, hashLimit: HASH_LIMIT });
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
  console.log(`${SECONDS} s per phase, loopback; hash cap ${HASH_LIMIT.concurrency}, queue ${HASH_LIMIT.queue}\n`);
  await onEachDatabase(PG_URL, measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
