import { and, eq, isNull } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import { type SearchedList, searchDigestOf } from '../../../src/domain/policy-search-digest';
import type { HandlerContext } from '../../dispatch/types';
import { flightSearches } from '../../store/schema-flights';
import type { StoredSearch } from './search-store';
import type { SearchLists } from './supplier';

/*
 * The search's policy digest (src/domain/policy-search-digest.ts), kept the first time its offers
 * are answered, while they are at hand: the policy simulator replays it without regenerating them
 * (docs/features/policy.md "Simulator"). One update per search; later polls find it kept.
 */

/** The lists the traveller picks from, each with the trips' ends it was searched for. */
function searchedLists(request: FlightSearchRequest, lists: SearchLists): SearchedList[] {
  if (lists.combined) return [{ ends: request.sectors, offers: lists.combined }];
  return lists.sectors.map((offers, i) => ({ ends: [request.sectors[i]!], offers }));
}

export async function keepPolicyDigest(ctx: HandlerContext, row: StoredSearch, lists: SearchLists): Promise<void> {
  if (row.policyDigest !== null) return;
  await ctx.tx
    .update(flightSearches)
    .set({ policyDigest: searchDigestOf(searchedLists(row.request, lists)) })
    // A poll racing this one may have kept it already: the same digest, so it is left alone.
    .where(and(eq(flightSearches.responseId, row.responseId), isNull(flightSearches.policyDigest)));
}
