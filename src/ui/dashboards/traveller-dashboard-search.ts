import { indiaToday } from '../../domain/calendar-days';
import { validateDashboardSearch } from './dashboard-search-params';

/*
 * The /traveller-dashboard window as it sits in the URL (from, to), so a shared link or a reload
 * shows the same months. Kept apart from the screen: a route's checks load with the app, its page
 * only when opened (docs/architecture.md#first-load).
 */

export interface TravellerSearch {
  from?: string;
  to?: string;
}

export interface TravellerWindow {
  from: string;
  to: string;
}

/** Only the window of /dashboard's URL checks: the traveller's call takes no other filter. */
export function validateTravellerSearch(search: Record<string, unknown>): TravellerSearch {
  const { from, to } = validateDashboardSearch(search);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The server's own default: today (India day) back to the first of the eleventh month before. */
export function defaultTravellerWindow(now: Date): TravellerWindow {
  const to = indiaToday(now);
  const months = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1 - 11;
  const from = `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
  return { from, to };
}

/** The URL's window with the defaults filled in; days out of order fall back to the default. */
export function resolveTravellerWindow(search: TravellerSearch, now: Date): TravellerWindow {
  const fallback = defaultTravellerWindow(now);
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  return from <= to ? { from, to } : fallback;
}
