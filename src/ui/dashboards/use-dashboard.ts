import { useEffect, useState } from 'react';
import { NetworkError, errorMessage } from '../../api';
import { cachedDashboard, storeDashboard } from '../../db/dashboards';
import { type DashboardData, loadDashboard, readStoredDashboard } from './dashboard-api';
import type { DashboardFilter } from './dashboard-search-params';

const filterInOrder = (f: DashboardFilter) => ({
  from: f.from,
  to: f.to,
  datetype: f.datetype,
  scope: f.scope,
  department: f.department ?? '',
  costcentre: f.costcentre ?? '',
  project: f.project ?? '',
  traveller: f.traveller ?? '',
  prepaid: f.prepaid,
});

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** offlineSince: the server could not be reached and this is the copy read then (ms since epoch). */
  | { status: 'ready'; data: DashboardData; offlineSince: number | null };

/**
 * The dashboard of a filter, loaded again whenever the filter changes or `attempt` grows. An answer
 * is kept with the request it answers, so a late one for an old filter never shows as the new one's.
 * Each answer is stored on the device; when the server cannot be reached the stored one for the
 * same filter stands in, and the dashboard is asked again as soon as the browser is back online.
 */
export function useDashboard(profileid: string, filter: DashboardFilter, attempt: number): DashboardState {
  const [reconnects, setReconnects] = useState(0);
  // Also the offline copy's key: the window and every pick, in a fixed order.
  const filterKey = JSON.stringify(filterInOrder(filter));
  const key = JSON.stringify([filterKey, attempt, reconnects]);
  const [answer, setAnswer] = useState<{ key: string; state: DashboardState } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (state: DashboardState) => current && setAnswer({ key, state });
    loadDashboard(JSON.parse(filterKey) as DashboardFilter).then(
      async (data) => {
        show({ status: 'ready', data, offlineSince: null });
        await storeDashboard(profileid, filterKey, data).catch(() => undefined);
      },
      async (error: unknown) => {
        const stored = error instanceof NetworkError ? await cachedDashboard(profileid, filterKey).catch(() => undefined) : undefined;
        const data = stored ? readStoredDashboard(stored.data) : null;
        show(data && stored ? { status: 'ready', data, offlineSince: stored.cachedat } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, filterKey, profileid]);
  const state = answer?.key === key ? answer.state : ({ status: 'loading' } as const);
  const offline = state.status === 'ready' && state.offlineSince !== null;
  useEffect(() => {
    if (!offline) return;
    const reconnect = () => setReconnects((n) => n + 1);
    window.addEventListener('online', reconnect);
    return () => window.removeEventListener('online', reconnect);
  }, [offline]);
  return state;
}
