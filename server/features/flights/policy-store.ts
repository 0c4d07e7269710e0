import { eq } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import { CABINS, type FlightOffer } from '../../../src/domain/flight-offer';
import type { BlockedSector, FlightPolicy } from '../../../src/domain/flight-policy';
import type { HandlerContext } from '../../dispatch/types';
import { flightPolicies } from '../../store/schema-flight-policy';
import { policyBlockedSectors } from '../../store/schema-policy';
import { findOwnSearch, rerunSearch } from './search-store';

/*
 * What VALIDATESEARCH reads: the caller's company policy and the caller's own search, whose offers
 * the airline regenerates (the same offers QUEUERESULTS answered). Reading does not count a poll.
 */

/**
 * The company's blocked sectors as the evaluator matches them: a bothways row blocks both
 * directions. Read on every call, so an admin's edit holds from the next search on.
 */
async function loadBlockedSectors(ctx: HandlerContext): Promise<BlockedSector[]> {
  const rows = await ctx.tx
    .select()
    .from(policyBlockedSectors)
    .where(eq(policyBlockedSectors.corporateId, ctx.session.corporateid))
    .orderBy(policyBlockedSectors.createdAt, policyBlockedSectors.id);
  return rows.flatMap((r) => {
    const onward = { origin: r.origin, destination: r.destination, reason: r.reason };
    return r.bothways ? [onward, { origin: r.destination, destination: r.origin, reason: r.reason }] : [onward];
  });
}

/**
 * The company's policy; null when it has none (everything in policy). A company with blocked
 * sectors but no policy row has only those: every cabin, no fare rule.
 */
export async function loadFlightPolicy(ctx: HandlerContext): Promise<FlightPolicy | null> {
  const [[row], blockedSectors] = await Promise.all([
    ctx.tx.select().from(flightPolicies).where(eq(flightPolicies.corporateId, ctx.session.corporateid)),
    loadBlockedSectors(ctx),
  ]);
  if (!row) {
    if (blockedSectors.length === 0) return null;
    return { blockedSectors, domesticCabins: CABINS, internationalCabins: CABINS, maxDomesticFarePaise: null, lowestFareMarginPaise: null, lowestFarePercent: null };
  }
  const paise = (value: number | null) => (value === null ? null : BigInt(value));
  return {
    blockedSectors,
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
