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

/**
 * The filter's picks beyond the window, each absent when not picked so an unfiltered link stays
 * short: ids of the company's masters, `traveller` a profile id, `prepaid` only when on.
 */
export interface DashboardPicks {
  department?: string;
  costcentre?: string;
  project?: string;
  traveller?: string;
  /** Bookings paid up front only (wallet or card), as TG-PREPAIDDASHBOARDDATA counts them. */
  prepaid?: true;
}
export const PICK_IDS = ['department', 'costcentre', 'project', 'traveller'] as const;

/** What the URL may carry; anything missing or malformed falls back to the defaults. */
export interface DashboardSearch extends DashboardPicks {
  from?: string;
  to?: string;
  datetype?: DateType;
  scope?: Scope;
}

/** The filter the screen asks the server for. */
export interface DashboardFilter extends DashboardPicks {
  from: string;
  to: string;
  datetype: DateType;
  scope: Scope;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
/** An id as the contract takes it (at most 64 characters); the router reads a bare 20001 as a number. */
const idOf = (value: unknown): string | null => {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof id === 'string' && id.trim() !== '' && id.length <= 64 ? id.trim() : null;
};

function validatePicks(search: Record<string, unknown>): DashboardPicks {
  const picks: DashboardPicks = {};
  for (const name of PICK_IDS) {
    const id = idOf(search[name]);
    if (id) picks[name] = id;
  }
  return search.prepaid === true || search.prepaid === 'true' ? { ...picks, prepaid: true } : picks;
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return {
    ...(isDay(search.from) ? { from: search.from } : {}),
    ...(isDay(search.to) ? { to: search.to } : {}),
    ...(oneOf(DATE_TYPES, search.datetype) ? { datetype: search.datetype } : {}),
    ...(oneOf(SCOPES, search.scope) ? { scope: search.scope } : {}),
    ...validatePicks(search),
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
  return { ...window, datetype: search.datetype ?? 'booking', scope: search.scope ?? 'all', ...validatePicks({ ...search }) };
}
