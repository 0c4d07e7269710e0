import { api } from '../../api';
import { type EmployeeDashboardResponse, type EmployeeReportName, employeeDashboardData } from '../../contract/dashboards/employee';
import type { TravellerWindow } from './traveller-dashboard-search';

/* The /traveller-dashboard call (docs/features/dashboards.md "Traveller dashboard"): the caller's own bookings only. */

type Rows<N extends EmployeeReportName> = Extract<EmployeeDashboardResponse, { reportname: N }>['DashboardData'];

export type TravellerDashboardData = { [N in EmployeeReportName]: Rows<N> };

/** Whose figures: the session's own ids, which the server insists on (403 for anyone else's). */
export interface TravellerIds {
  corporateid: string;
  profileid: string;
}

async function report<N extends EmployeeReportName>(reportname: N, ids: TravellerIds, window: TravellerWindow): Promise<Rows<N>> {
  const answer = await api.callOperation(employeeDashboardData, { ...ids, reportname, fromdate: window.from, todate: window.to });
  return answer.DashboardData as Rows<N>;
}

/** The four reports of the window, asked for together. */
export async function loadTravellerDashboard(ids: TravellerIds, window: TravellerWindow): Promise<TravellerDashboardData> {
  const [spendbymonth, spendbyproduct, policy, upcoming] = await Promise.all([
    report('spendbymonth', ids, window),
    report('spendbyproduct', ids, window),
    report('policy', ids, window),
    report('upcoming', ids, window),
  ]);
  return { spendbymonth, spendbyproduct, policy, upcoming };
}

const KEYS = ['spendbymonth', 'spendbyproduct', 'policy', 'upcoming'] as const;

/** A stored dashboard still in today's shape, or null (written by an older app, or damaged). */
export function readStoredTravellerDashboard(value: unknown): TravellerDashboardData | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return KEYS.every((k) => Array.isArray(stored[k])) ? (value as TravellerDashboardData) : null;
}

/** The traveller booked nothing in the window: no product has a booking or any money. */
export function hasNoBookings(data: TravellerDashboardData): boolean {
  return data.spendbyproduct.every((r) => r.bookings === 0 && Number(r.amount) === 0);
}
