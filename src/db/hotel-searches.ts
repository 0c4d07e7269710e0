import { db } from './database';
import { keptAnswers } from './kept-answers';

/*
 * The hotel searches a profile ran last, each answer kept by its searchid (docs/features/hotels.md
 * "Offline"), so the results open offline, after a reload too. Cleared at logout and session expiry
 * (session/forget.ts).
 */

/** The five most recent searches: a city's answer is about 2 MB. */
export const HOTEL_SEARCHES_KEPT = 5;

const searches = keptAnswers(() => db.hotelSearches, HOTEL_SEARCHES_KEPT);

export const keptHotelSearch = (profileid: string, key: string) => searches.read(profileid, key);
export const keepHotelSearch = (profileid: string, key: string, data: unknown, now?: number) =>
  searches.store(profileid, key, data, now);
export const clearHotelSearches = () => searches.clear();
