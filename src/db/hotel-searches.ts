import { db } from './database';
import type { KeptAnswer } from './kept-answers';

/*
 * The hotel searches a profile ran last, each answer kept by its searchid, with a line for the
 * recent-searches list (key `recent:<searchid>`: the list never reads a 2 MB answer) and the details
 * of the hotels opened from them (key `details:<searchid>:<hotelcode>`), so results and hotels open
 * offline, after a reload too (docs/features/hotels.md "Offline"). Cleared at logout and session
 * expiry (session/forget.ts).
 */

/** The five most recent searches: a city's answer is about 2 MB. */
export const HOTEL_SEARCHES_KEPT = 5;
/**
 * Hotels opened, across the kept searches. A hotel's details are a few KB, so they do not count
 * against the five searches (opening five hotels would otherwise push every search out); each goes
 * with its search.
 */
export const HOTEL_DETAILS_KEPT = 50;

const DETAILS = 'details:';
const RECENT = 'recent:';

/** The kept key of a hotel's details. */
export const hotelDetailsKey = (searchid: string, hotelcode: string) => `${DETAILS}${searchid}:${hotelcode}`;
/** The kept key of a search's line in the recent-searches list. */
export const recentSearchKey = (searchid: string) => `${RECENT}${searchid}`;

/** The search a kept row belongs to: its own key, or the searchid inside a details or recent key. */
function searchOf(key: string): string {
  if (key.startsWith(DETAILS)) return key.slice(DETAILS.length).split(':')[0]!;
  return key.startsWith(RECENT) ? key.slice(RECENT.length) : key;
}
const isAnswer = (key: string) => !key.startsWith(DETAILS) && !key.startsWith(RECENT);

export async function keptHotelSearch(profileid: string, key: string): Promise<KeptAnswer | undefined> {
  const row = await db.hotelSearches.get([profileid, key]);
  return row ? { data: row.data, cachedat: row.cachedat } : undefined;
}

/** Keeps an answer, then lets the oldest searches go, and with them the hotels opened from them. */
export async function keepHotelSearch(profileid: string, key: string, data: unknown, now = Date.now()): Promise<void> {
  const rows = db.hotelSearches;
  await db.transaction('rw', rows, async () => {
    await rows.put({ profileid, key, data, cachedat: now });
    const newest = await rows
      .where('[profileid+cachedat]')
      .between([profileid, -Infinity], [profileid, Infinity])
      .reverse()
      .primaryKeys();
    const keys = newest.map(([, k]) => k);
    const searches = new Set(keys.filter(isAnswer).slice(0, HOTEL_SEARCHES_KEPT));
    const details = new Set(keys.filter((k) => k.startsWith(DETAILS)).slice(0, HOTEL_DETAILS_KEPT));
    const stale = keys.filter((k) => !searches.has(searchOf(k)) || (k.startsWith(DETAILS) && !details.has(k)));
    await rows.bulkDelete(stale.map((k): [string, string] => [profileid, k]));
  });
}

/** The lines of the profile's kept searches, the most recent first. */
export async function recentHotelSearches(profileid: string): Promise<KeptAnswer[]> {
  const rows = await db.hotelSearches
    .where('[profileid+key]')
    .between([profileid, RECENT], [profileid, `${RECENT}\uffff`])
    .toArray();
  return rows.sort((a, b) => b.cachedat - a.cachedat).map(({ data, cachedat }) => ({ data, cachedat }));
}

export const clearHotelSearches = () => db.hotelSearches.clear();
