import { useEffect, useState } from 'react';
import { NetworkError } from '../../../api/errors';
import type { HotelSearchAnswer } from '../../../contract/hotels/search';
import {
  hotelDetailsKey,
  keepHotelSearch,
  keptHotelSearch,
  recentHotelSearches,
  recentSearchKey,
} from '../../../db/hotel-searches';
import { getSession } from '../../../session/store';
import { decodeHotelQuery, type HotelSearchQuery } from './hotel-query';

/*
 * Hotel searches read offline (docs/features/hotels.md "Offline"): every answer the results page
 * gets is kept with its search, the hotels opened from it too; with no network the kept ones are
 * shown with the time they were received. Kept per profile: another login on this device never
 * sees them.
 */

export const NEEDS_CONNECTION = 'Searching hotels needs a connection. Connect to the internet and try again.';

/** A kept answer and when it was received (ms since the epoch). */
export interface Kept<T> {
  value: T;
  keptat: number;
}

/** A line of the recent-searches list: the search as the results URL writes it, and its place. */
export interface RecentHotelSearch {
  hs: string;
  searchid: string;
  placename: string;
  query: HotelSearchQuery;
  keptat: number;
}

const profile = () => getSession()?.profilemaster.profileid ?? '';

/** No answer can come: the browser says it is offline, or a call found no server. */
export const isOffline = (error?: unknown) =>
  error instanceof NetworkError || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Runs `task` at the browser's next idle moment (within 2 s); Safari has no requestIdleCallback: a timer stands in. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 0);
}

/** Keeps a search's answer (`hs`: the search as the URL writes it), then its recent-list line. */
export async function keepSearchAnswer(hs: string, answer: HotelSearchAnswer): Promise<void> {
  const p = profile();
  await keepHotelSearch(p, answer.searchid, { hs, answer });
  const line: Omit<RecentHotelSearch, 'query' | 'keptat'> = {
    hs,
    searchid: answer.searchid,
    placename: answer.place.placename,
  };
  await keepHotelSearch(p, recentSearchKey(answer.searchid), line);
}

/** The kept answer of a searchid, if this profile kept it for the same search. */
export async function keptSearchAnswer(searchid: string, hs: string): Promise<Kept<HotelSearchAnswer> | undefined> {
  const kept = await keptHotelSearch(profile(), searchid);
  const data = kept?.data as { hs: string; answer: HotelSearchAnswer } | undefined;
  return kept && data?.hs === hs ? { value: data.answer, keptat: kept.cachedat } : undefined;
}

export const keepHotelDetails = (searchid: string, hotelcode: string, answer: unknown) =>
  keepHotelSearch(profile(), hotelDetailsKey(searchid, hotelcode), answer);

export async function keptHotelDetails<T>(searchid: string, hotelcode: string): Promise<Kept<T> | undefined> {
  const kept = await keptHotelSearch(profile(), hotelDetailsKey(searchid, hotelcode));
  return kept && { value: kept.data as T, keptat: kept.cachedat };
}

/** The profile's kept searches, the most recent first; a line whose search no longer reads is left out. */
export async function recentSearches(): Promise<RecentHotelSearch[]> {
  const rows = await recentHotelSearches(profile());
  return rows.flatMap(({ data, cachedat }) => {
    const line = data as Omit<RecentHotelSearch, 'query' | 'keptat'>;
    const query = decodeHotelQuery(line.hs);
    return query ? [{ ...line, query, keptat: cachedat }] : [];
  });
}

/** The recent searches, read once the page opens; none until then. */
export function useRecentSearches(): RecentHotelSearch[] {
  const [recent, setRecent] = useState<RecentHotelSearch[]>([]);
  useEffect(() => {
    let live = true;
    recentSearches().then(
      (lines) => live && setRecent(lines),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return recent;
}
