/**
 * `npm run bench`: requests per second of the dispatcher (TG-PING ping with a real session check)
 * against a bare Fastify echo route in the same app, on PGlite and then PostgreSQL. The load
 * generator runs in a worker thread so it does not share the server's event loop.
 * The two routes are measured in alternating rounds, so load from other processes on the machine
 * falls on both alike rather than skewing the ratio.
 * Env: BENCH_SECONDS per run (default 5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10),
 * DATABASE_URL (default local PostgreSQL).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { seedDemoIfEmpty } from '../server/store/seed';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_RATIO = 0.85;
const PING_BODY = JSON.stringify({ opid: 'TG-PING', action: 'ping' });

async function load(url: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: PING_BODY,
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

interface Figures {
  echo: number;
  sameBytes: number;
  ping: number;
}

async function measure(target: BenchTarget): Promise<Figures> {
  await seedDemoIfEmpty(target.store.db);
  const app = await buildApp({ store: target.store });
  // The baseline: Fastify with the same plugins and hooks, no dispatcher, no database.
  app.post('/bench/echo', async (request) => request.body);
  // The same bytes as a ping exchange (Authorization header in, ping-shaped answer out) without
  // the dispatcher: separates the cost of the dispatcher from the cost of the bigger exchange.
  app.post('/bench/same-bytes', async () => ({ ApiStatus: { Status: 'OK' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const auth = { authorization: `Bearer ${(await benchLogin(base)).token}` };
    await load(`${base}/bench/echo`, {}, 1);
    await load(`${base}${SERVICE_PATH}`, auth, 1);
    const figures: Figures = { echo: 0, sameBytes: 0, ping: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      figures.echo += (await load(`${base}/bench/echo`, {}, SECONDS)) / ROUNDS;
      figures.sameBytes += (await load(`${base}/bench/same-bytes`, auth, SECONDS)) / ROUNDS;
      figures.ping += (await load(`${base}${SERVICE_PATH}`, auth, SECONDS)) / ROUNDS;
    }
    return figures;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`${ROUNDS} alternating rounds of ${SECONDS} s per route, ${CONNECTIONS} connections, loopback\n`);
  await onEachDatabase(PG_URL, async (target) => {
    const { echo, sameBytes, ping } = await measure(target);
    const ratio = ping / echo;
    const rate = (n: number) => `${n.toFixed(0).padStart(6)} req/s`;
    console.log(target.name);
    console.log(`  (a)  echo                         ${rate(echo)}`);
    console.log(`  (a') same bytes, no dispatcher    ${rate(sameBytes)}`);
    console.log(`  (b)  TG-PING ping via dispatcher  ${rate(ping)}`);
    console.log(`  ratio b/a  ${(ratio * 100).toFixed(1)}% ${ratio >= TARGET_RATIO ? '(meets' : '(BELOW'} the ${TARGET_RATIO * 100}% target)`);
    console.log(`  ratio b/a' ${((ping / sameBytes) * 100).toFixed(1)}% (the dispatcher's own cost)\n`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
