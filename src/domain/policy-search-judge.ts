import { daysBetween } from './calendar-days';
import type { Cabin } from './flight-offer';
import type { FlightPolicy, PolicyOffer } from './flight-policy';
import { type FareTerms, type OfferJudgement, breaks, checksOf, judgeOffer, longHaulCabinsFor, tooLateFor } from './flight-policy-judge';
import type { DigestRoute, PolicySearchDigest } from './policy-search-digest';

/*
 * A search's digest (policy-search-digest.ts) judged by a policy on the day it was searched, as
 * the policy simulator replays it (docs/features/policy.md "Simulator"), by the results page's
 * engine (flight-policy-judge.ts). A digest is read once (searchToJudge) and then judged by the
 * draft and by the version in force. Its routes become offers shared by every search of the
 * simulation (ReplayMemo), so what a policy reads of a route is worked out once, not per search:
 * a route's offer has no leg length and no day, and the long-haul cabins and the advance-purchase
 * rule are asked of each fare's longest leg and each route's day through the engine's own tests.
 */

export interface SearchVerdict {
  /** Some trip of the search had every flight on a blocked sector (its ends, or each connection). */
  blocked: boolean;
  /** Some trip of the search had no fare in policy, so the whole trip could not be booked in policy. */
  nofare: boolean;
}

/**
 * What a simulation's searches share, so each is worked out once: their routes' offers (by domestic
 * or not, then legs), the days ahead (by day searched, then day flown) and what each fare key names.
 */
export interface ReplayMemo {
  routes: Record<DigestRoute[1], Map<string, PolicyOffer>>;
  daysAhead: Map<string, Map<string, number>>;
  fareKinds: Map<string, Pick<FareTerms, 'cabin' | 'refundable'>>;
}

export const replayMemo = (): ReplayMemo => ({ routes: { domestic: new Map(), international: new Map() }, daysAhead: new Map(), fareKinds: new Map() });

/** A kept fare as the rules read it, with its offer's longest leg. */
interface FareToJudge extends FareTerms {
  longest: number;
}

interface RouteToJudge {
  offer: PolicyOffer;
  /** Days from the day searched to the day the flights leave. */
  daysAhead: number;
  fares: FareToJudge[];
}

interface ListToJudge {
  routes: RouteToJudge[];
  /** The trips' ends as an offer, for a list where nothing was found; null otherwise. */
  ends: PolicyOffer | null;
}

export interface SearchToJudge {
  lists: ListToJudge[];
}

function routeOffer(memo: ReplayMemo, domint: DigestRoute[1], legs: string): PolicyOffer {
  const offers = memo.routes[domint];
  let offer = offers.get(legs);
  if (!offer) {
    const segments = legs.split(',').map((leg) => {
      const [trip, origin, destination] = leg.split(' ');
      return { tripnumber: Number(trip), origin: origin!, destination: destination!, departure: '', duration: 0 };
    });
    offer = { domint, segments };
    offers.set(legs, offer);
  }
  return offer;
}

function daysAhead(memo: ReplayMemo, searchedDay: string, day: string): number {
  let fromDay = memo.daysAhead.get(searchedDay);
  if (!fromDay) memo.daysAhead.set(searchedDay, (fromDay = new Map()));
  let days = fromDay.get(day);
  if (days === undefined) fromDay.set(day, (days = daysBetween(searchedDay, day)));
  return days;
}

function fareKind(memo: ReplayMemo, key: string): Pick<FareTerms, 'cabin' | 'refundable'> {
  let kind = memo.fareKinds.get(key);
  if (!kind) memo.fareKinds.set(key, (kind = { cabin: key.slice(0, -2) as Cabin, refundable: key.slice(-1) as 'Y' | 'N' }));
  return kind;
}

function routeToJudge(memo: ReplayMemo, searchedDay: string, [legs, domint, day, kept]: DigestRoute): RouteToJudge {
  const fares = kept.map(([key, paise, longest]): FareToJudge => {
    const { cabin, refundable } = fareKind(memo, key);
    const perTravellerPaise = BigInt(paise);
    // The total is read only by the lowest-fare rule, which a search is not judged by.
    return { cabin, refundable, totalPaise: perTravellerPaise, perTravellerPaise, longest };
  });
  return { offer: routeOffer(memo, domint, legs), daysAhead: daysAhead(memo, searchedDay, day), fares };
}

/** The digest of a search made on `searchedDay`, read for judging: amounts as bigint, routes as shared offers. */
export function searchToJudge(digest: PolicySearchDigest, searchedDay: string, memo: ReplayMemo): SearchToJudge {
  return {
    lists: digest.lists.map(([ends, routes]) => ({
      routes: routes.map((route) => routeToJudge(memo, searchedDay, route)),
      // Only its blocked sector is read, so domestic or not does not matter.
      ends: routes.length > 0 ? null : routeOffer(memo, 'domestic', ends.map((e, i) => `${i + 1} ${e}`).join(',')),
    })),
  };
}

const NO_DAY = { lowestPaise: 0n, today: '' };

/** Every rule but the lowest-fare one, which the cheapest fare of a list always passes. */
function inPolicy(j: OfferJudgement, fare: FareTerms): boolean {
  for (const rule of j.fareRules) if (rule !== 'lowestfare' && breaks(rule, j, fare)) return false;
  return true;
}

function judgeList(policy: FlightPolicy, list: ListToJudge): SearchVerdict {
  if (list.ends) return { blocked: checksOf(policy, list.ends).blocked !== undefined, nofare: true };
  let blocked = true;
  for (const route of list.routes) {
    const j = judgeOffer(policy, route.offer, NO_DAY);
    if (j.checks.blocked) continue;
    blocked = false;
    if (tooLateFor(policy, route.daysAhead)) continue;
    // The route's judgement with the long-haul cabins, for fares of offers with a leg long enough.
    let longHaul: OfferJudgement | undefined;
    for (const fare of route.fares) {
      const cabins = longHaulCabinsFor(policy, fare.longest);
      const judged = cabins === j.checks.longHaulCabins ? j : (longHaul ??= { ...j, checks: { ...j.checks, longHaulCabins: cabins } });
      if (inPolicy(judged, fare)) return { blocked, nofare: false };
    }
  }
  return { blocked, nofare: true };
}

/** The search judged by a policy (on the day searchToJudge was given). */
export function judgeSearch(policy: FlightPolicy, search: SearchToJudge): SearchVerdict {
  const verdict: SearchVerdict = { blocked: false, nofare: false };
  for (const list of search.lists) {
    const { blocked, nofare } = judgeList(policy, list);
    verdict.blocked ||= blocked;
    verdict.nofare ||= nofare;
  }
  return verdict;
}
