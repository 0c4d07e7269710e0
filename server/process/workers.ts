import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { SettingError, wholeNumberSetting } from '../settings';

/*
 * WORKERS=N (N > 1) runs N server processes sharing one port through node:cluster. The primary
 * only supervises: it serves nothing and opens no database. Every worker is a whole server
 * (main.ts); what must happen once across them takes a database lock (store/advisory-lock.ts).
 */

const MAX_WORKERS = 64;
/** How long the primary waits for workers to finish their requests on SIGTERM before killing them. */
const STOP_GRACE_MS = 30_000;
/** A replacement for a worker that died is started after this pause, so a crash loop cannot spin. */
const RESTART_PAUSE_MS = 1_000;

/** The WORKERS setting: 1 when unset. Several need PostgreSQL (PGlite is one process by design). */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const count = wholeNumberSetting('WORKERS', env.WORKERS, 1, 1, MAX_WORKERS);
  if (count > 1 && !env.DATABASE_URL) {
    throw new SettingError(
      `WORKERS=${count} needs DATABASE_URL: the embedded database (PGlite) is one process. ` +
        'Set DATABASE_URL=postgres://… to run several server processes, or leave WORKERS unset.',
    );
  }
  return count;
}

/** Runs in the primary: starts `count` workers, replaces one that dies, stops them all on SIGTERM/SIGINT. */
export function superviseWorkers(count: number, logLevel: string): void {
  const log = pino({ level: logLevel, base: { pid: process.pid, role: 'primary' } });
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const start = () => {
    const worker = cluster.fork();
    log.info(`worker ${worker.process.pid} started`);
    worker.on('listening', () => listened.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) failed = true;
      log.info(`worker ${worker.process.pid} stopped (${how})`);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listened.has(worker)) {
      // It never served: a setting or the database is wrong, and a new one would fail the same way.
      log.error(`worker ${worker.process.pid} exited (${how}) before serving; stopping`);
      stop('worker start-up failure', 1);
      return;
    }
    log.warn(`worker ${worker.process.pid} died (${how}); starting another`);
    setTimeout(() => stopping || start(), RESTART_PAUSE_MS).unref();
  });

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    failed = exitCode !== 0;
    log.info(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  // `on`, not `once`: Ctrl-C reaches the primary from the terminal and relayed by npm start.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log.info(`starting ${count} server workers`);
  for (let i = 0; i < count; i++) start();
}
