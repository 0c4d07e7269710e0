import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type DashboardData, loadDashboard } from './dashboard-api';
import type { DashboardFilter } from './dashboard-search-params';

export type DashboardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: DashboardData };

/**
 * The dashboard of a filter, loaded again whenever the filter changes or `attempt` grows. An answer
 * is kept with the request it answers, so a late one for an old filter never shows as the new one's.
 */
export function useDashboard(filter: DashboardFilter, attempt: number): DashboardState {
  const { from, to, datetype, scope } = filter;
  const key = JSON.stringify([from, to, datetype, scope, attempt]);
  const [answer, setAnswer] = useState<{ key: string; state: DashboardState } | null>(null);
  useEffect(() => {
    let current = true;
    loadDashboard({ from, to, datetype, scope }).then(
      (data) => current && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, from, to, datetype, scope]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
