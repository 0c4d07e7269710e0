import type { Operation } from '../../src/contract/operation';
import { fareCalendar, getMoreFares, searchFlights, searchFlightsMulti } from '../../src/contract/flights/search';
import { getHotelSearch, searchHotels } from '../../src/contract/hotels/search';
import { insuranceTicketPdf } from '../../src/contract/insurance/booking';
import { searchInsurance } from '../../src/contract/insurance/operations';
import { getForexLetterPdf, getTripDocumentDocket } from '../../src/contract/trips/actions-documents';
import { HttpError } from '../http/errors';
import { wholeNumberSetting } from '../settings';

/**
 * The operations that cost real work per call (supplier searches, PDF rendering): the one list
 * the per-session limit applies to. Result polling (QUEUERESULTS) is left out on purpose: the app
 * polls it while a search runs, and it only reads what the search already stored.
 */
export const EXPENSIVE_OPERATIONS: ReadonlySet<Operation> = new Set<Operation>([
  searchFlights,
  searchFlightsMulti,
  getMoreFares,
  fareCalendar,
  searchInsurance,
  // A hotel search read again is recomputed by the supplier, not read from a store.
  searchHotels,
  getHotelSearch,
  getTripDocumentDocket,
  getForexLetterPdf,
  insuranceTicketPdf,
] as unknown as Operation[]);

/** Default EXPENSIVE_OPS_PER_MINUTE: well above what a person clicking (or the e2e suite) does. */
export const DEFAULT_EXPENSIVE_OPS_PER_MINUTE = 60;

/** `level` counts in call-milliseconds (a call costs one minute's worth): integers, no rounding drift. */
interface Bucket {
  level: number;
  at: number;
}

const CALL_COST = 60_000;
const MAX_BUCKETS = 50_000;

/**
 * A token bucket per session, in memory: `perMinute` calls at once, refilled evenly over a minute
 * (0: no limit, for tests and benchmarks that search in bulk on a frozen clock).
 * Each server process keeps its own buckets, so behind N processes a session may make up to N
 * times the figure; that bounds abuse well enough without a database write per search.
 */
export class ExpensiveCallLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;

  constructor(private readonly perMinute: number = DEFAULT_EXPENSIVE_OPS_PER_MINUTE) {
    this.capacity = perMinute * CALL_COST;
  }

  /** Takes one call from `key`'s budget, or throws 429 with Retry-After when it is spent. */
  take(key: string, now: Date): void {
    if (this.perMinute === 0) return;
    const nowMs = now.getTime();
    const bucket = this.buckets.get(key) ?? { level: this.capacity, at: nowMs };
    bucket.level = Math.min(this.capacity, bucket.level + Math.max(0, nowMs - bucket.at) * this.perMinute);
    bucket.at = nowMs;
    if (!this.buckets.has(key) && this.buckets.size >= MAX_BUCKETS) this.prune(nowMs);
    this.buckets.set(key, bucket);
    if (bucket.level < CALL_COST) {
      const retryAfter = Math.max(1, Math.ceil((CALL_COST - bucket.level) / this.perMinute / 1000));
      throw new HttpError(429, `Too many searches or documents in a short time; try again in ${retryAfter} s`, undefined, { 'retry-after': String(retryAfter) });
    }
    bucket.level -= CALL_COST;
  }

  /** Counts `operation` against the session when it is one of the expensive ones. */
  check(operation: Operation, sessionKey: string, now: Date): void {
    if (EXPENSIVE_OPERATIONS.has(operation)) this.take(sessionKey, now);
  }

  /** Drops buckets that have refilled completely: forgetting them changes nothing. */
  private prune(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.level + (nowMs - bucket.at) * this.perMinute >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }
}

export function expensiveOpsPerMinuteFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberSetting('EXPENSIVE_OPS_PER_MINUTE', env.EXPENSIVE_OPS_PER_MINUTE, DEFAULT_EXPENSIVE_OPS_PER_MINUTE, 0);
}
