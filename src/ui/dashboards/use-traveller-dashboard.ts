import { useEffect, useState } from 'react';
import { NetworkError, errorMessage } from '../../api';
import { cachedDashboard, storeDashboard } from '../../db/dashboards';
import { type TravellerDashboardData, type TravellerIds, loadTravellerDashboard, readStoredTravellerDashboard } from './traveller-dashboard-api';
import type { TravellerWindow } from './traveller-dashboard-search';

export type TravellerDashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** offlineSince: the server could not be reached and this is the copy read then (ms since epoch). */
  | { status: 'ready'; data: TravellerDashboardData; offlineSince: number | null };

/**
 * The traveller's figures for a window, as useDashboard does for /dashboard: loaded again when the
 * window changes, `attempt` grows or the browser comes back online; an answer is kept with the
 * request it answers; each answer is stored on the device (in the same store, under a 'traveller:'
 * key so it never stands in for the company's) and read back when the server cannot be reached.
 */
export function useTravellerDashboard(ids: TravellerIds, window: TravellerWindow, attempt: number): TravellerDashboardState {
  const { corporateid, profileid } = ids;
  const { from, to } = window;
  const [reconnects, setReconnects] = useState(0);
  const cacheKey = `traveller:${from}_${to}`;
  const key = JSON.stringify([corporateid, profileid, cacheKey, attempt, reconnects]);
  const [answer, setAnswer] = useState<{ key: string; state: TravellerDashboardState } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (state: TravellerDashboardState) => current && setAnswer({ key, state });
    loadTravellerDashboard({ corporateid, profileid }, { from, to }).then(
      async (data) => {
        show({ status: 'ready', data, offlineSince: null });
        await storeDashboard(profileid, cacheKey, data).catch(() => undefined);
      },
      async (error: unknown) => {
        const stored = error instanceof NetworkError ? await cachedDashboard(profileid, cacheKey).catch(() => undefined) : undefined;
        const data = stored ? readStoredTravellerDashboard(stored.data) : null;
        show(data && stored ? { status: 'ready', data, offlineSince: stored.cachedat } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, cacheKey, corporateid, profileid, from, to]);
  const state = answer?.key === key ? answer.state : ({ status: 'loading' } as const);
  const offline = state.status === 'ready' && state.offlineSince !== null;
  useEffect(() => {
    if (!offline) return;
    const reconnect = () => setReconnects((n) => n + 1);
    globalThis.addEventListener('online', reconnect);
    return () => globalThis.removeEventListener('online', reconnect);
  }, [offline]);
  return state;
}
