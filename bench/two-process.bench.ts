/**
 * One server process against two on the same PostgreSQL database (issue 13): the traveller's trip
 * list (TG-EXPENSE gettripscreatedbyprofile) under load, first against one `server/main.ts`
 * process, then with the same total connections split evenly across two processes on their own
 * ports (what a round-robin proxy does). Prints both throughputs and their ratio. The load
 * generator (autocannon, in this process) shares the machine's cores with the servers and the
 * database, so the ratio shows what the host can give, not only what the server can.
 * Loopback only; a throw-away database next to DATABASE_URL (default the local test server).
 * Env: BENCH_TRIPS (20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (16), DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { openStore } from '../server/store/open';
import { SERVICE_PATH } from '../src/contract/envelope';
import { benchLogin } from './bench-login';
import { seedBenchTrips } from './seed-trips';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const LIST = { opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', createdbyprofileid: '20001' };

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A server process as `npm start` runs it; resolves once it answers HTTP (polled: its log is off, so that logging costs nothing). */
async function startProcess(databaseUrl: string, dataKey: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_KEY: dataKey,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server on ${base} did not answer within 60 s`);
    const answered = await fetch(`${base}/api/airports`).then(
      () => true,
      () => false,
    );
    if (answered) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function seedTrips(databaseUrl: string): Promise<void> {
  const store = await openStore({ databaseUrl });
  try {
    await seedBenchTrips(store.db, TRIPS);
  } finally {
    await store.close();
  }
}

/** Requests per second over SECONDS, CONNECTIONS in all split evenly across `bases`. */
async function throughput(bases: string[], token: string, seconds: number): Promise<{ rps: number; p99: number }> {
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: base + SERVICE_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(LIST),
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: seconds,
      }),
    ),
  );
  for (const r of results)
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** CPU seconds used so far by the processes `pids`, or by every process named `name` (Linux /proc; 100 ticks/s). */
function cpuSeconds(select: { pids?: number[]; name?: string }): number {
  const pids =
    select.pids ??
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (select.name && command !== select.name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/**
 * Throughput, plus the CPU the servers, PostgreSQL and the load generator (this process) spent per
 * request meanwhile, in milliseconds.
 */
async function measured(bases: string[], servers: ChildProcess[], token: string) {
  const pids = servers.map((c) => c.pid!);
  const before = { servers: cpuSeconds({ pids }), db: cpuSeconds({ name: 'postgres' }), client: process.cpuUsage() };
  const result = await throughput(bases, token, SECONDS);
  const requests = result.rps * SECONDS;
  const client = process.cpuUsage(before.client);
  const perRequest = {
    server: ((cpuSeconds({ pids }) - before.servers) * 1000) / requests,
    db: ((cpuSeconds({ name: 'postgres' }) - before.db) * 1000) / requests,
    client: (client.user + client.system) / 1000 / requests,
  };
  const cpu = `CPU per request: server ${perRequest.server.toFixed(1)} ms · PostgreSQL ${perRequest.db.toFixed(1)} ms · load generator ${perRequest.client.toFixed(1)} ms`;
  return { ...result, perRequest, cpu };
}

/**
 * What two processes could reach on this host, given one process's CPU per request: each server
 * process is limited to one core, and all of the work together to the host's cores.
 */
function hostCeiling(perRequest: { server: number; db: number; client: number }, cores: number): number {
  const total = perRequest.server + perRequest.db + perRequest.client;
  const one = Math.min(1000 / perRequest.server, (cores * 1000) / total);
  const two = Math.min(2000 / perRequest.server, (cores * 1000) / total);
  return two / one;
}

async function main(): Promise<void> {
  const name = `voyage_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataKey = randomBytes(32).toString('base64');
  const children: ChildProcess[] = [];
  try {
    const first = await startProcess(databaseUrl, dataKey); // migrates and seeds the demo company
    children.push(first.child);
    await seedTrips(databaseUrl);
    const { token } = await benchLogin(first.base);
    console.log(
      `PostgreSQL, ${TRIPS.toLocaleString('en-IN')} trips, trip list, ${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`,
    );
    await throughput([first.base], token, 2); // warm-up
    const one = await measured([first.base], [first.child], token);
    console.log(`  1 process   ${one.rps.toFixed(0).padStart(6)} req/s  p99 ${one.p99} ms  (${one.cpu})`);
    const second = await startProcess(databaseUrl, dataKey);
    children.push(second.child);
    await throughput([second.base], token, 2); // warm-up of the new process
    const two = await measured([first.base, second.base], [first.child, second.child], token);
    console.log(`  2 processes ${two.rps.toFixed(0).padStart(6)} req/s  p99 ${two.p99} ms  (${two.cpu})`);
    const ratio = two.rps / one.rps;
    console.log(`  ratio ${ratio.toFixed(2)}× (issue 13 expects ≥ 1.6×)`);
    const cores = availableParallelism();
    const ceiling = hostCeiling(one.perRequest, cores);
    const efficiency = one.perRequest.server / two.perRequest.server;
    console.log(
      `  this host: ${cores} cores shared by the servers, PostgreSQL and the load generator (load average ${loadavg()[0]!.toFixed(1)}); ` +
        `with one process's CPU per request it allows at most ${ceiling.toFixed(2)}×`,
    );
    console.log(`  server CPU per request, one process ÷ two: ${efficiency.toFixed(2)} (1.00 = the processes cost each other nothing)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
