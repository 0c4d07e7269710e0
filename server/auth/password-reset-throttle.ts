import { RESET_THROTTLED_MESSAGE } from '../../src/contract/password-reset';
import { HttpError } from '../http/errors';
import { type LoginThrottle, RESET_FAMILY, throttleKeys } from './throttle';

const throttled = (retryAfterSeconds: number) =>
  new HttpError(429, RESET_THROTTLED_MESSAGE, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * Counts one reset request per typed email and per client address on the shared throttle (the
 * reset key family, 5 an hour each), or answers 429. Every request counts, for accounts that exist
 * or not, so the throttle itself does not tell which emails have accounts; the per-email budget
 * keeps anyone from filling a victim's mailbox, the per-address one from probing many emails.
 */
export async function admitResetRequest(throttle: LoginThrottle, email: string, address: string, now: Date): Promise<void> {
  const keys = [throttleKeys.resetEmail(email), throttleKeys.resetAddress(address)];
  // A flood at a refused key is answered from memory, without touching the database.
  const remembered = throttle.recentlyRefused(keys, now);
  if (remembered !== null) throw throttled(remembered);
  const outcome = await throttle.reserve(keys.map((key) => ({ key, limit: RESET_FAMILY.max, windowMs: RESET_FAMILY.windowMs })), now);
  if (!outcome.ok) throw throttled(outcome.retryAfterSeconds);
}
