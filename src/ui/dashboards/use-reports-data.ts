import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../api';
import { type MisRow, globalMisTravel } from '../../contract/dashboards/mis';
import { intiCorporateDashboardData } from '../../contract/dashboards/regions';
import { windowFields } from './dashboard-request';
import type { DashboardFilter } from './dashboard-search-params';

/* The /reports calls. Each answer is kept with the request it answers, so a late answer for an old window never shows as the new one's. */

type Failed = { status: 'error'; message: string };

export type MisState =
  | { status: 'loading' }
  | Failed
  | { status: 'ready'; rows: MisRow[]; page: number; total: number; more: boolean; loadingMore: boolean; moreError: string };

const misPage = (filter: DashboardFilter, isglobal: boolean, page: number) =>
  api.callOperation(globalMisTravel, { ...windowFields(filter), datetype: filter.datetype, isglobal, page });

/**
 * The MIS report of a window, page by page: page 1 whenever the window, isglobal or `attempt`
 * changes, and each `loadMore` adds the next page to the rows loaded (what the exports write).
 */
export function useMisReport(filter: DashboardFilter, isglobal: boolean, attempt: number): MisState & { loadMore: () => void } {
  const key = JSON.stringify([filter, isglobal, attempt]);
  const [answer, setAnswer] = useState<{ key: string; state: MisState } | null>(null);
  useEffect(() => {
    let current = true;
    const [asked, global] = JSON.parse(key) as [DashboardFilter, boolean];
    misPage(asked, global, 1).then(
      (a) => current && setAnswer({ key, state: { status: 'ready', rows: a.MISData, page: 1, total: a.total, more: a.more, loadingMore: false, moreError: '' } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const state: MisState = answer?.key === key ? answer.state : { status: 'loading' };
  const loadMore = () => {
    if (state.status !== 'ready' || state.loadingMore || !state.more) return;
    // Only an answer to this window's request may change it.
    const update = (change: (s: Extract<MisState, { status: 'ready' }>) => MisState) =>
      setAnswer((prev) => (prev?.key === key && prev.state.status === 'ready' ? { key, state: change(prev.state) } : prev));
    update((s) => ({ ...s, loadingMore: true, moreError: '' }));
    misPage(filter, isglobal, state.page + 1).then(
      (a) => update((s) => ({ ...s, rows: [...s.rows, ...a.MISData], page: a.page, total: a.total, more: a.more, loadingMore: false })),
      (error: unknown) => update((s) => ({ ...s, loadingMore: false, moreError: errorMessage(error) })),
    );
  };
  return { ...state, loadMore };
}

type RegionsAnswer = Awaited<ReturnType<typeof loadRegions>>;
export type RegionsState = { status: 'loading' } | Failed | { status: 'ready'; data: RegionsAnswer };

const loadRegions = (filter: DashboardFilter) => api.callOperation(intiCorporateDashboardData, windowFields(filter));

/** TG-INTICORPORATEDASHBOARDDATA for the window, again whenever it or `attempt` changes. */
export function useRegionReport(filter: DashboardFilter, attempt: number): RegionsState {
  const key = JSON.stringify([filter, attempt]);
  const [answer, setAnswer] = useState<{ key: string; state: RegionsState } | null>(null);
  useEffect(() => {
    let current = true;
    loadRegions(JSON.parse(key)[0] as DashboardFilter).then(
      (data) => current && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
