import { useEffect, useRef, useState } from 'react';
import type { HotelSearchAnswer } from '../../../contract/hotels/search';
import { errorMessage } from '../../../api/errors';
import { encodeHotelQuery, type HotelSearchQuery } from '../search/hotel-query';
import { isOffline, NEEDS_CONNECTION, whenIdle, type Kept } from '../search/kept-searches';

/** `keptat`: no network, so the answer kept on this device, received then (ms since the epoch). */
export type HotelSearchState =
  | { status: 'searching' }
  | { status: 'results'; answer: HotelSearchAnswer; keptat?: number }
  | { status: 'failed'; error: string };

export interface HotelSearchCalls {
  run: (query: HotelSearchQuery) => Promise<HotelSearchAnswer>;
  read: (searchid: string) => Promise<HotelSearchAnswer>;
  /** Keeps an answer for reading offline (docs/features/hotels.md "Offline"). */
  keep: (hs: string, answer: HotelSearchAnswer) => Promise<void>;
  /** The answer kept for a searchid, when it answers the search `hs`. */
  kept: (searchid: string, hs: string) => Promise<Kept<HotelSearchAnswer> | undefined>;
}

/** The search an answer is for, written as the URL writes it. */
const answered = (a: HotelSearchAnswer) =>
  encodeHotelQuery({ placeid: a.place.baseid, checkin: a.checkin, checkout: a.checkout, rooms: a.rooms });

/**
 * The answer of the search in the URL. With a searchid (a reload, a shared link of one's own) the
 * stored search is read again (gethotelsearch); if it is not the caller's or not this search, or
 * without one, it searches (searchhotels) and tells the route the new searchid to put in the URL.
 * Every answer is kept; offline, the one kept for the searchid is shown, and without one the page
 * says that searching needs a connection.
 */
export function useHotelSearch(
  query: HotelSearchQuery,
  searchid: string | undefined,
  calls: HotelSearchCalls,
  onSearched: (searchid: string) => void,
): [HotelSearchState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const hs = encodeHotelQuery(query);
  // Each state belongs to the search and attempt it answers: a newer one is 'searching' until answered.
  const asked = `${attempt};${hs}`;
  const [settled, setSettled] = useState<{ asked: string; state: HotelSearchState } | null>(null);
  // Read when the search starts; writing the new searchid to the URL must not search again.
  const latest = useRef({ query, searchid, calls, onSearched });
  useEffect(() => {
    latest.current = { query, searchid, calls, onSearched };
  });
  useEffect(() => {
    let live = true;
    const { query: q, searchid: sid, calls: c, onSearched: searched } = latest.current;
    const search = () =>
      c.run(q).then((answer) => {
        if (live) searched(answer.searchid);
        return answer;
      });
    // A retry or 'Search again' searches anew (prices of today); only the page's first load re-reads.
    const online = () =>
      sid && attempt === 0 ? c.read(sid).then((a) => (answered(a) === hs ? a : search()), search) : search();
    const fromDevice = async (): Promise<HotelSearchState> => {
      const kept = sid ? await c.kept(sid, hs).catch(() => undefined) : undefined;
      return kept
        ? { status: 'results', answer: kept.value, keptat: kept.keptat }
        : { status: 'failed', error: NEEDS_CONNECTION };
    };
    const fromServer = () =>
      online().then<HotelSearchState, HotelSearchState>(
        (answer) => {
          // Keeping copies 2 MB on the main thread: once the results have painted, not before.
          whenIdle(() => void c.keep(hs, answer).catch(() => undefined));
          return { status: 'results', answer };
        },
        (error: unknown) => (isOffline(error) ? fromDevice() : { status: 'failed', error: errorMessage(error) }),
      );
    void (isOffline() ? fromDevice() : fromServer()).then((state) => {
      if (live) setSettled({ asked: `${attempt};${hs}`, state });
    });
    return () => {
      live = false;
    };
  }, [hs, attempt]);
  const state: HotelSearchState = settled?.asked === asked ? settled.state : { status: 'searching' };
  return [state, () => setAttempt((n) => n + 1)];
}
