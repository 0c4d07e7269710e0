import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../api';
import { type DrillReport, dashboardBookings } from '../../contract/dashboards/drilldown';
import type { ResponseOf } from '../../contract/operation';
import { prepaidField, windowFields } from './dashboard-request';
import type { DashboardFilter } from './dashboard-search-params';

/** A bar someone opened: the report it belongs to, its key on the wire and its label on screen. */
export interface DrillTarget {
  reportname: DrillReport;
  key: string;
  label: string;
  title: string;
}

type Answer = ResponseOf<typeof dashboardBookings>;

export type DrillState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; answer: Answer };

/** TG-DASHBOARDBOOKINGS for the bar, in the dashboard's window, filter and prepaid switch; asked again for each bar. */
export function useDrillBookings(target: DrillTarget | null, filter: DashboardFilter): DrillState {
  const request = target && { ...windowFields(filter), ...prepaidField(filter), reportname: target.reportname, key: target.key };
  const key = JSON.stringify(request);
  const [answer, setAnswer] = useState<{ key: string; state: DrillState } | null>(null);
  useEffect(() => {
    if (!request) return;
    let current = true;
    api.callOperation(dashboardBookings, request).then(
      (a) => current && setAnswer({ key, state: { status: 'ready', answer: a } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
    // The request is rebuilt on every render; its JSON is what identifies it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
