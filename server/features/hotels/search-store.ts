import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { HotelSearchQuery } from '../../../src/contract/hotels/search-shapes';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import { hotelSearches } from '../../store/schema-hotels';
import { accepted } from './search-refusal';
import { type HotelPlace, type HotelSearchResult, hotelSupplier } from './supplier';

/*
 * Hotel searches by searchid, each the caller's own (company and profile). Only the query and the
 * day it was priced on are kept: the supplier answers the same hotels and rates for them, so a
 * search read again (a reload, the offline cache) is recomputed, not stored. Someone else's
 * searchid gets the same answer as one that never existed, so ids cannot be probed.
 */

/** Today for hotels: the calendar day in India, where the travellers are (as flights). */
export const hotelToday = indiaToday;

export type StoredHotelSearch = typeof hotelSearches.$inferSelect;

export interface RunSearch {
  place: HotelPlace;
  result: HotelSearchResult;
}

/** The supplier's answer to a query priced on `pricedOn`; refusals thrown as their answers. */
export async function runHotelSearch(db: Executor, query: HotelSearchQuery, pricedOn: string): Promise<RunSearch> {
  const { search } = hotelSupplier();
  const place = accepted(await search.start(db, query));
  const result = accepted(await search.results(db, place, query, pricedOn));
  return { place, result };
}

/** Runs the query priced today and stores it; answers the new searchid with the results. */
export async function startHotelSearch(
  ctx: HandlerContext,
  query: HotelSearchQuery,
): Promise<{ row: StoredHotelSearch; run: RunSearch }> {
  const pricedOn = hotelToday(ctx.now);
  const run = await runHotelSearch(ctx.tx, query, pricedOn);
  const row: StoredHotelSearch = {
    searchId: `HS${randomBytes(12).toString('hex')}`,
    corporateId: ctx.session.corporateid,
    profileId: ctx.session.profileid,
    query,
    pricedOn,
    searchedAt: ctx.now,
  };
  await ctx.tx.insert(hotelSearches).values(row);
  return { row, run };
}

/** The caller's own search; an unknown or someone else's id answers the same 403. */
export async function findOwnHotelSearch(ctx: HandlerContext, searchid: string): Promise<StoredHotelSearch> {
  const [row] = await ctx.tx
    .select()
    .from(hotelSearches)
    .where(
      and(
        eq(hotelSearches.searchId, searchid),
        eq(hotelSearches.corporateId, ctx.session.corporateid),
        eq(hotelSearches.profileId, ctx.session.profileid),
      ),
    );
  if (!row) throw forbidden('searchid: search not found');
  return row;
}
