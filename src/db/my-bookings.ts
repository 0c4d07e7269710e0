import { db } from './database';

/*
 * "My bookings" kept for offline reading (docs/features/my-bookings.md): the last answer of the list
 * per profile, replaced by each new one. Readers filter by the logged-in profile, so one person's
 * bookings never show to the next login on the same browser; cleared at logout and session expiry
 * (session/forget.ts, docs/browser-storage.md).
 */

export interface CachedMyBookings {
  answer: unknown;
  cachedat: number;
}

export async function cachedMyBookings(profileid: string): Promise<CachedMyBookings | undefined> {
  const row = await db.myBookings.get(profileid);
  return row ? { answer: row.answer, cachedat: row.cachedat } : undefined;
}

export async function storeMyBookings(profileid: string, answer: unknown, now = Date.now()): Promise<void> {
  await db.myBookings.put({ profileid, answer, cachedat: now });
}

/** Logout and session expiry: names, PNRs and amounts go with the session. */
export async function clearMyBookingsCache(): Promise<void> {
  await db.myBookings.clear();
}
