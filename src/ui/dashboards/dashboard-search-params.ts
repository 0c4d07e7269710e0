import { DATE_TYPES } from '../../contract/dashboards/filter';
import { addDays, indiaToday } from '../../domain/calendar-days';

/*
 * The /dashboard filter as it sits in the URL, so a shared link shows the same window. Kept apart
 * from the screen: a route's checks load with the app, its page only when opened
 * (docs/architecture.md#first-load).
 */

export type DateType = (typeof DATE_TYPES)[number];
export const SCOPES = ['all', 'domestic', 'international'] as const;
export type Scope = (typeof SCOPES)[number];

/** What the URL may carry; anything missing or malformed falls back to the defaults. */
export interface DashboardSearch {
  from?: string;
  to?: string;
  datetype?: DateType;
  scope?: Scope;
}

/** The filter the screen asks the server for. */
export interface DashboardFilter {
  from: string;
  to: string;
  datetype: DateType;
  scope: Scope;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return {
    ...(isDay(search.from) ? { from: search.from } : {}),
    ...(isDay(search.to) ? { to: search.to } : {}),
    ...(oneOf(DATE_TYPES, search.datetype) ? { datetype: search.datetype } : {}),
    ...(oneOf(SCOPES, search.scope) ? { scope: search.scope } : {}),
  };
}

/** Default window: tomorrow (travel booked for tomorrow counts) back to 90 days before it, India days. */
export function defaultWindow(now: Date): { from: string; to: string } {
  const to = addDays(indiaToday(now), 1);
  return { from: addDays(to, -90), to };
}

/** The URL's filter with the defaults filled in; a window whose days are out of order is dropped. */
export function resolveDashboardFilter(search: DashboardSearch, now: Date): DashboardFilter {
  const fallback = defaultWindow(now);
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  const window = from <= to ? { from, to } : fallback;
  return { ...window, datetype: search.datetype ?? 'booking', scope: search.scope ?? 'all' };
}
