import type { FlightSearchRequest } from '../../../src/contract/flights/search';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import type { HandlerContext } from '../../dispatch/types';
import { loadCompiledFlightPolicy } from '../../policy/flight-policy';
import { type AppliedPolicy, resolveTravelPolicy } from '../../policy/travel-policy';
import { findOwnSearch, rerunSearch } from './search-store';

/*
 * What VALIDATESEARCH and booking read: the caller's travel policy version in force today
 * (docs/features/policy.md) and the caller's own search, whose offers the airline regenerates (the
 * same offers QUEUERESULTS answered). Reading does not count a poll.
 */

export interface CallerFlightPolicy {
  applied: AppliedPolicy;
  policy: FlightPolicy;
}

/** The caller's policy version and its compiled flight rules; null when the company has no policy (everything in policy). */
export async function loadCallerFlightPolicy(ctx: HandlerContext): Promise<CallerFlightPolicy | null> {
  const { corporateid, profileid } = ctx.session;
  const applied = await resolveTravelPolicy(ctx.tx, { corporateid, profileid }, indiaToday(ctx.now));
  if (!applied) return null;
  return { applied, policy: await loadCompiledFlightPolicy(ctx.tx, corporateid, applied.policyId, applied.rules.flight) };
}

export async function loadFlightPolicy(ctx: HandlerContext): Promise<FlightPolicy | null> {
  return (await loadCallerFlightPolicy(ctx))?.policy ?? null;
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
