import path from 'node:path';
import { startServer } from './start';
import { DataDirLockedError } from './store/pglite-lock';

/** `npm start` / `npm run server`: configuration comes from the environment (ARCHITECTURE.md). */
const env = process.env;

async function main(): Promise<void> {
  const server = await startServer({
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED_DEMO !== '0',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    trustProxy: env.TRUST_PROXY === '1',
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

main().catch((error: unknown) => {
  // A locked data directory is an operator mistake: say so plainly, without a stack trace.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
