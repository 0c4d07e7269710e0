import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { type UnpaidExpiry, expireUnpaidBookings } from './expiry';
import { unpaidHoldMinutes } from './hold-time';

/** A minute: an abandoned booking's seats go back on sale at most this long after its hold ends. */
const EVERY_MS = 60_000;

/** At least four passes per hold, so a short hold (1 minute, as the e2e tests set) ends within a quarter of itself. */
function passInterval(holdMinutes: number): number {
  return Math.min(EVERY_MS, (holdMinutes * 60_000) / 4);
}

/**
 * Runs the expiry pass once the app is ready and then every minute (more often under a 4-minute hold);
 * the timer never keeps the process alive. Every server process runs the timer; one of them does each pass (the pass's lock).
 */
export function startBookingExpiry(app: FastifyInstance, ctx: AppContext, products: readonly UnpaidExpiry[]): void {
  // Read now so a bad UNPAID_BOOKING_HOLD_MINUTES stops the start, not each request that judges a hold.
  const every = passInterval(unpaidHoldMinutes());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () =>
    expireUnpaidBookings(ctx.store.db, products, ctx.now()).then(
      (expired) => {
        if (expired === null) app.log.debug('booking expiry skipped: another server process is running it');
        else for (const [kind, txids] of Object.entries(expired))
          if (txids.length > 0) app.log.info({ kind, txids }, 'unpaid bookings expired');
      },
      (error: unknown) => app.log.warn({ err: error }, 'booking expiry failed'),
    );
  const run = () => {
    running = pass();
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, every).unref();
  });
  // A pass still running finishes before the database closes under it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
