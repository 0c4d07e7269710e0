import { redirect } from '@tanstack/react-router';
import type { HotelsBase } from '../../../domain/hotel-paths';
import { decodeHotelQuery } from '../search/hotel-query';

/*
 * What /hotels/results checks before its page loads. Kept apart from the page: a route's checks
 * load with the app, its page only when opened (docs/architecture.md#first-load).
 */

/** `hs`: the search (format in hotel-query.ts); `sid`: its searchid once searched, so a reload reads it again. */
export interface HotelResultsSearch {
  hs: string;
  sid?: string;
}

export const validateHotelSearch = (search: Record<string, unknown>): HotelResultsSearch => ({
  hs: typeof search.hs === 'string' ? search.hs : '',
  ...(typeof search.sid === 'string' && search.sid ? { sid: search.sid } : {}),
});

/** A missing or malformed search goes back to the form of its flow (`/hotels` or `/v2/hotels`). */
export function requireHotelQuery(hs: string, base: HotelsBase): void {
  if (!decodeHotelQuery(hs)) throw redirect({ to: base, replace: true });
}
