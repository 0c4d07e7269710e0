/*
 * How long the sandbox airline takes to answer asynchronously (docs/sandbox-airline.md): tickets
 * are issued, and cancellations confirmed, this long after they are asked for. Read from the
 * environment at each use, so a test or a demo can shorten them without a restart.
 */

const DEFAULT_DELAY_MS = 20_000;

function delayFromEnv(raw: string | undefined): number {
  const ms = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_DELAY_MS;
}

/** The delay from payment to tickets (env FLIGHT_TICKETING_DELAY_MS). */
export const ticketingDelayMs = (): number => delayFromEnv(process.env.FLIGHT_TICKETING_DELAY_MS);

/** The delay from a cancellation request to the airline's confirmation (env FLIGHT_CANCELLATION_DELAY_MS). */
export const cancellationDelayMs = (): number => delayFromEnv(process.env.FLIGHT_CANCELLATION_DELAY_MS);
