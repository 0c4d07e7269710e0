import { eq } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import type { HandlerContext } from '../../dispatch/types';
import { flightPolicies } from '../../store/schema-flight-policy';
import { findOwnSearch, rerunSearch } from './search-store';

/*
 * What VALIDATESEARCH reads: the caller's company policy and the caller's own search, whose offers
 * the airline regenerates (the same offers QUEUERESULTS answered). Reading does not count a poll.
 */

/** The company's policy; null when it has none (everything in policy). */
export async function loadFlightPolicy(ctx: HandlerContext): Promise<FlightPolicy | null> {
  const [row] = await ctx.tx
    .select()
    .from(flightPolicies)
    .where(eq(flightPolicies.corporateId, ctx.session.corporateid));
  if (!row) return null;
  const paise = (value: number | null) => (value === null ? null : BigInt(value));
  return {
    blockedSectors: row.blockedSectors,
    domesticCabins: row.domesticCabins,
    internationalCabins: row.internationalCabins,
    maxDomesticFarePaise: paise(row.maxDomesticFarePaise),
    lowestFareMarginPaise: paise(row.lowestFareMarginPaise),
    lowestFarePercent: row.lowestFarePercent,
  };
}

export interface SearchForPolicy {
  request: FlightSearchRequest;
  /** The lists a fare is chosen from, in the order `selected` names them. */
  lists: FlightOffer[][];
}

/** The caller's search and its lists; unknown and other people's responseids answer the same 404. */
export async function loadSearchLists(ctx: HandlerContext, responseid: string): Promise<SearchForPolicy> {
  const row = await findOwnSearch(ctx.tx, ctx.session, responseid);
  const found = await rerunSearch(ctx.tx, row);
  return { request: row.request, lists: found.combined ? [found.combined] : found.sectors };
}
