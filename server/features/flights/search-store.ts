import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import type { HandlerContext } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import { HttpError, badRequest } from '../../http/errors';
import { flightSearches } from '../../store/schema-flights';
import { type SearchLists, type StartedSearch, flightSupplier } from './supplier';
import { indiaToday } from '../../../src/domain/calendar-days';

/*
 * Flight searches by responseid, each the caller's own (corporate + profile). Someone else's
 * responseid gets the same answer as one that never existed, so ids cannot be probed.
 */

/** Today for flights: the calendar day in India (UTC+05:30), where the travellers are. */
export const flightToday = indiaToday;

const LATEST_DAYS_AHEAD = 361;

/** Refuses dates the server's clock says are past or beyond the schedule; names the field. */
export function checkSearchDates(request: FlightSearchRequest, today: string): void {
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + LATEST_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  for (const [i, s] of request.sectors.entries()) {
    if (Number.isNaN(Date.parse(`${s.jdate}T00:00:00Z`)))
      throw badRequest(`sectors[${i}].jdate must be a date (YYYY-MM-DD)`);
    if (s.jdate < today) throw badRequest(`sectors[${i}].jdate must not be in the past`);
    if (s.jdate > latest) throw badRequest(`sectors[${i}].jdate must be within ${LATEST_DAYS_AHEAD} days`);
  }
}

export const supplierDown = () => new HttpError(502, 'The airline is not answering right now. Please try again later.');

/** Checks the request against today and the airports; stores it; answers the new responseid. */
export async function startSearch(
  ctx: HandlerContext,
  request: FlightSearchRequest,
): Promise<{ responseid: string; checked: StartedSearch }> {
  checkSearchDates(request, flightToday(ctx.now));
  const checked = await flightSupplier().search.start(ctx.tx, request);
  if ('problem' in checked) throw badRequest(checked.problem);
  if ('supplierDown' in checked) throw supplierDown();
  const responseid = `FS${randomBytes(12).toString('hex')}`;
  await ctx.tx.insert(flightSearches).values({
    responseId: responseid,
    corporateId: ctx.session.corporateid,
    profileId: ctx.session.profileid,
    request,
    domint: checked.domint,
    polls: 0,
    searchedAt: ctx.now,
  });
  return { responseid, checked };
}

export type StoredSearch = typeof flightSearches.$inferSelect;

/** Whose searches a caller may read: their own, in their company. */
export interface SearchOwner {
  corporateid: string;
  profileid: string;
}

/** The caller's own search; an unknown or someone else's id answers the same 404, naming `field`. */
export async function findOwnSearch(db: Executor, owner: SearchOwner, responseid: string, field = 'responseid'): Promise<StoredSearch> {
  const [row] = await db
    .select()
    .from(flightSearches)
    .where(
      and(
        eq(flightSearches.responseId, responseid),
        eq(flightSearches.corporateId, owner.corporateid),
        eq(flightSearches.profileId, owner.profileid),
      ),
    );
  if (!row) throw new HttpError(404, `${field}: no such search`);
  return row;
}

/** The stored search re-run by the airline: the same offers every time, priced on the day it was searched. */
export async function rerunSearch(db: Executor, row: StoredSearch): Promise<SearchLists> {
  const { search } = flightSupplier();
  const checked = await search.start(db, row.request);
  if ('problem' in checked) throw badRequest(checked.problem);
  if ('supplierDown' in checked) throw supplierDown();
  return search.results(db, { ...checked, domint: row.domint }, row.request, flightToday(row.searchedAt));
}

/** Counts this poll and answers the caller's search; 404 for unknown and other people's ids. */
export async function pollSearch(ctx: HandlerContext, responseid: string): Promise<StoredSearch> {
  const [row] = await ctx.tx
    .update(flightSearches)
    .set({ polls: sql`${flightSearches.polls} + 1` })
    .where(
      and(
        eq(flightSearches.responseId, responseid),
        eq(flightSearches.corporateId, ctx.session.corporateid),
        eq(flightSearches.profileId, ctx.session.profileid),
      ),
    )
    .returning();
  if (!row) throw new HttpError(404, 'responseid: no such search');
  return row;
}

/**
 * A domestic one-way or round trip is complete at the first poll; international and multi-city
 * searches answer 'pending' at the first poll and 'complete' from the second (as a supplier
 * gathering more carriers does). Deterministic, so clients' polling paths are testable.
 */
export function searchStatus(row: StoredSearch): 'pending' | 'complete' {
  const slow = row.domint === 'international' || row.request.triptype === 'multicity';
  return slow && row.polls < 2 ? 'pending' : 'complete';
}
