import { wholeNumberSetting } from '../settings';

/*
 * How long a booking claimed but not paid (card at the gateway, a wallet short of money) keeps
 * what it holds, flight seats above all. Past it the booking expires (expiry.ts) and whatever it
 * held is free for others, even before the expiry pass has run.
 */

export const DEFAULT_UNPAID_HOLD_MINUTES = 15;

/** One day at most: a longer hold would keep seats from paying travellers for nothing. */
const MAX_UNPAID_HOLD_MINUTES = 24 * 60;

/**
 * Env UNPAID_BOOKING_HOLD_MINUTES (default 15), read at each use like FLIGHT_TICKETING_DELAY_MS, so
 * every process sharing a database judges a hold alike once they share the setting; the server reads
 * it once at start as well, so a bad value stops it with a SettingError instead of failing requests.
 */
export function unpaidHoldMinutes(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberSetting(
    'UNPAID_BOOKING_HOLD_MINUTES',
    env.UNPAID_BOOKING_HOLD_MINUTES,
    DEFAULT_UNPAID_HOLD_MINUTES,
    1,
    MAX_UNPAID_HOLD_MINUTES,
  );
}

/** Unpaid bookings claimed before this instant have outlived their hold at `now`. */
export function unpaidHoldCutoff(now: Date, minutes = unpaidHoldMinutes()): Date {
  return new Date(now.getTime() - minutes * 60_000);
}
