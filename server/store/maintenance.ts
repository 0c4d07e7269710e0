import { lt } from 'drizzle-orm';
import type { LoginThrottle } from '../auth/throttle';
import { purgeIdempotencyKeys } from '../dispatch/idempotency';
import { issueDueTickets } from '../ops/flights-ticketing';
import type { Db } from './db';
import { flightSearches, sessions } from './schema';

/** Ended sessions are kept a week for audit, then dropped. */
const SESSION_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * A flight search is read back while the user picks and books (its fares are priced on the search
 * day); after a week nobody books from it, and the sandbox regenerates offers from a new search.
 */
const FLIGHT_SEARCH_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * Drops what has outlived its purpose: old idempotency keys, counted-out login failures, long-dead
 * sessions, stale flight searches; and issues flight tickets that came due unread (flights-ticketing.ts).
 */
export async function purgeExpired(db: Db, throttle: LoginThrottle, now: Date): Promise<void> {
  await purgeIdempotencyKeys(db, now);
  await throttle.purge(now);
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - SESSION_RETENTION_MS)));
  await db
    .delete(flightSearches)
    .where(lt(flightSearches.searchedAt, new Date(now.getTime() - FLIGHT_SEARCH_RETENTION_MS)));
  await issueDueTickets(db, now);
}
