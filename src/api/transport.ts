import { ofetch, type FetchOptions } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from '../contract/envelope';
import { NetworkError } from './errors';

/** Gateways answer these while the server restarts or the network path is down. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const BACKOFF_MS = [1_000, 3_000];

export interface RawAnswer {
  status: number;
  body: unknown;
}

export interface SendOptions {
  /** 1 = no retry. Retries reuse the same headers, so an Idempotency-Key travels with each. */
  attempts: number;
  sleep: (ms: number) => Promise<void>;
  baseURL?: string;
  /** Aborts the call: no answer is awaited and no retry is made (a screen that closed). */
  signal?: AbortSignal;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One POST with the spec's 90 s timeout. Never throws for an HTTP status (callers read the
 * body, 900 can hide in a 401); throws NetworkError only when no answer came after all attempts.
 */
export async function send(path: string, init: FetchOptions<'json'>, options: SendOptions): Promise<RawAnswer> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= options.attempts;
    try {
      const response = await ofetch.raw(path, {
        ...init,
        method: 'POST',
        baseURL: options.baseURL,
        signal: options.signal,
        timeout: REQUEST_TIMEOUT_MS,
        retry: false,
        ignoreResponseError: true,
      });
      if (!last && RETRYABLE_STATUS.has(response.status)) {
        await options.sleep(backoff(attempt));
        continue;
      }
      return { status: response.status, body: response._data };
    } catch (error) {
      if (last || options.signal?.aborted) throw new NetworkError({ cause: error });
      await options.sleep(backoff(attempt));
    }
  }
}

function backoff(attempt: number): number {
  return BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1] ?? 0;
}

/** The user-facing message of an error body: `ResponseStatus.message` or the login's `wsstatus.Message`. */
export function bodyMessage(body: unknown, status: number): string {
  const b = (body ?? {}) as { ResponseStatus?: { message?: unknown }; wsstatus?: { Message?: unknown } };
  const message = b.ResponseStatus?.message ?? b.wsstatus?.Message;
  return typeof message === 'string' && message ? message : `Request failed (HTTP ${status}).`;
}
