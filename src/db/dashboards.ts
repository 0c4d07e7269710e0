import { db } from './database';

/*
 * Dashboards kept for offline reading (docs/features/dashboards.md "Offline"): the last answer per
 * profile and filter, the most recent few only. Readers ask by the logged-in profile, and the whole
 * store is cleared at logout and session expiry (session/forget.ts): the figures are the company's.
 */

/** How many filters' dashboards a profile keeps; the oldest go first. */
export const DASHBOARDS_KEPT = 10;

export interface CachedDashboard {
  data: unknown;
  cachedat: number;
}

export async function cachedDashboard(profileid: string, key: string): Promise<CachedDashboard | undefined> {
  const row = await db.dashboards.get([profileid, key]);
  return row ? { data: row.data, cachedat: row.cachedat } : undefined;
}

export async function storeDashboard(profileid: string, key: string, data: unknown, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.dashboards, async () => {
    await db.dashboards.put({ profileid, key, data, cachedat: now });
    const stale = await db.dashboards
      .where('[profileid+cachedat]')
      .between([profileid, -Infinity], [profileid, Infinity])
      .reverse()
      .offset(DASHBOARDS_KEPT)
      .primaryKeys();
    await db.dashboards.bulkDelete(stale);
  });
}

export async function clearDashboardCache(): Promise<void> {
  await db.dashboards.clear();
}
