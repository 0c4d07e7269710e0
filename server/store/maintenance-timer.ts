import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { type MaintenanceTask, purgeExpired } from './maintenance';

const EVERY_MS = 3_600_000;

/**
 * Runs the purge and the products' `tasks` once the app is ready and then hourly; the timer never
 * keeps the process alive. Every server process runs the timer; one of them does the work each
 * time (purgeExpired's lock).
 */
export function startMaintenance(app: FastifyInstance, ctx: AppContext, tasks: readonly MaintenanceTask[]): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpired(ctx.store.db, ctx.throttle, ctx.now(), tasks).then(
      (ran) => ran || app.log.debug('maintenance purge skipped: another server process is running it'),
      (error: unknown) => app.log.warn({ err: error }, 'maintenance purge failed'),
    );
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
