import { redirect } from '@tanstack/react-router';
import { decodeQueryFor, type ResultRoute } from '../search/flight-query';

/*
 * What the results routes check before their page loads. Kept apart from FlightResultsRoute.tsx:
 * a route's checks load with the app, its page only when opened (docs/architecture.md#first-load).
 */

/** The results routes' search params: `fs`, the search (format in flight-query.ts). */
export const validateFlightSearch = (search: Record<string, unknown>): { fs: string } => ({
  fs: typeof search.fs === 'string' ? search.fs : '',
});

/** A missing or malformed search, or one for another results route, goes back to the form. */
export function requireFlightQuery(route: ResultRoute, fs: string): void {
  if (!decodeQueryFor(route, fs)) throw redirect({ to: '/flights', replace: true });
}
