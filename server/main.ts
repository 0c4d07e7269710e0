import cluster from 'node:cluster';
import path from 'node:path';
import { hashLimitFromEnv } from './auth/hash-limiter';
import { parseTrustProxy } from './auth/trust-proxy';
import { loadKeyring } from './crypto/key-file';
import { expensiveOpsPerMinuteFromEnv } from './dispatch/rate-limit';
import { connectionLimitsFromEnv } from './http/connection-limits';
import { parseAllowedHosts } from './push/endpoint-guard';
import { startServer } from './start';
import { DataDirLockedError } from './store/pglite-lock';
import { endedTripsFromEnv } from './store/seed-ended-trips';
import { superviseWorkers, workerCount } from './process/workers';
import { SettingError } from './settings';

/** `npm start` / `npm run server`: configuration comes from the environment (README.md "Configuration"). */
const env = process.env;

async function main(): Promise<void> {
  const server = await startServer({
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED_DEMO !== '0',
    endedTrips: endedTripsFromEnv(env.SEED_ENDED_TRIPS),
    demoHistory: env.SEED_DEMO_HISTORY === '1',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hashLimit: hashLimitFromEnv(env.HASH_CONCURRENCY, env.HASH_QUEUE),
    dataKeys: loadKeyring({ dataKey: env.DATA_KEY || undefined, keyFile: env.DATA_KEY_FILE || undefined, dataDir: env.DATA_DIR ?? './data' }),
    connections: connectionLimitsFromEnv(env),
    expensiveOpsPerMinute: expensiveOpsPerMinuteFromEnv(env),
    pushAllowedHosts: parseAllowedHosts(env.PUSH_ALLOWED_HOSTS),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  server.app.log.info(`${server.store.kind} database ready; serving on port ${server.port}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: Ctrl-C reaches this process both from the terminal and relayed by its
  // parents; a repeated signal must not kill it half-way through closing the database.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function fail(error: unknown): never {
  // A locked data directory or a bad setting is an operator mistake: say so plainly, without a stack trace.
  console.error(error instanceof DataDirLockedError || error instanceof SettingError ? error.message : error);
  process.exit(1);
}

// WORKERS=N (with DATABASE_URL): this process supervises N workers, each of which runs main().
let workers = 1;
try {
  workers = cluster.isPrimary ? workerCount(env) : 1;
} catch (error) {
  fail(error);
}
if (workers > 1) superviseWorkers(workers, env.LOG_LEVEL ?? 'info');
else main().catch(fail);
