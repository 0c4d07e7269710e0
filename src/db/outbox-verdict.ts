import { ApiError, NetworkError, SessionExpiredError } from '../api/errors';

/**
 * What a failed send means for its outbox entry:
 * - 'fail': the server refused the change (4xx); it will refuse it again, so the entry is marked
 *   failed with the server's message for the user to read, retry or discard (never dropped).
 * - 'offline': no answer, a timeout, a 5xx, or a refusal that passes by itself; the entry stays
 *   pending and the flush stops, keeping the order, until the next trigger (with backoff).
 * - 'session': the session ended (900); nothing more can be sent until the user logs in again.
 */
export type Verdict = { kind: 'fail' | 'offline' | 'session'; message: string };

/** 408 timeout, 425 too early, 429 throttled: the same request may succeed later. */
const TRANSIENT_4XX = new Set([408, 425, 429]);
/** The server's answer while another attempt with the same key is still running (server/dispatch/idempotency.ts). */
const KEY_IN_USE = /Idempotency-Key is in use/i;

export function verdictOf(error: unknown): Verdict {
  const message = error instanceof Error && error.message ? error.message : String(error);
  if (error instanceof SessionExpiredError) return { kind: 'session', message };
  if (error instanceof NetworkError) return { kind: 'offline', message };
  if (error instanceof ApiError) {
    if (error.status >= 500 || TRANSIENT_4XX.has(error.status) || KEY_IN_USE.test(message)) return { kind: 'offline', message };
    // 4xx, and a 2xx the client could not read (the effect committed; a replay answers the same).
    return { kind: 'fail', message };
  }
  // Anything unexpected (a fetch TypeError, a worker gone): assume transient, keep the entry.
  return { kind: 'offline', message };
}
