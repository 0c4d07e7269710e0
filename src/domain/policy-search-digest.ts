import type { Cabin } from './flight-offer';
import { type PolicyFare, type PolicyOffer, farePerTravellerPaise } from './flight-policy';
import { type Sector, tripEnds } from './flight-policy-sectors';
import { type DraftRoute, pruneRoutes } from './policy-search-routes';

/*
 * A search's policy digest (flight_searches.policy_digest): what any version of a travel policy
 * needs to tell whether the search was of a blocked sector and whether it had a fare in policy, so
 * the policy simulator replays months of searches without regenerating their offers
 * (docs/features/policy.md "Simulator"). Per list the traveller picks from: its trips' ends and its
 * routes (the segments, domestic or not, the day they leave: what blocked sectors, fare caps,
 * cabins and advance purchase read), and per route, cabin and refundability the fares no other
 * fare beats whatever the policy: the lowest per traveller (fare caps) for each longest leg (the
 * long-haul cabins), a short Pareto front. The lowest-fare rule is not kept: a list's cheapest
 * fare always passes it, so it is the results page's to apply. policy-search-judge.ts judges a
 * digest; policy-search-digest.test.ts proves the verdict is the one every fare of the lists gives.
 * A domestic one-way search's digest is 120–200 bytes, a round trip's twice that.
 */

/** A kept fare: 'cabin refundable' ('economy Y'), its per-traveller total in integer paise (far below 2^53), its offer's longest leg in minutes. */
export type DigestFare = [fare: string, perTravellerPaise: number, longestMinutes: number];

/**
 * A route: its segments as 'tripnumber origin destination' joined by ',' ('1 BOM HYD,1 HYD DEL':
 * blocked sectors match connections too), domestic or international, the day it leaves
 * ('YYYY-MM-DD'), and its kept fares.
 */
export type DigestRoute = [legs: string, domint: 'domestic' | 'international', day: string, fares: DigestFare[]];

/** A list: its trips' ends as 'origin destination' in trip order (judged when nothing was found), and its routes. */
export type DigestList = [ends: string[], routes: DigestRoute[]];

/**
 * Tuples rather than objects: the simulator parses 90 days of digests, and keyless JSON is about a
 * quarter smaller and parses half again as fast.
 */
export interface PolicySearchDigest {
  /** Onward and return, each multi-city sector, or a combined round trip's one list. */
  lists: DigestList[];
}

/** What the digest reads of an offer: a FlightOffer fits. */
export interface DigestOffer extends PolicyOffer {
  fares: readonly Pick<PolicyFare, 'cabin' | 'refundable' | 'paxfares'>[];
}

/** One list of a search: the trips' ends it was searched for, in trip order, and the offers found. */
export interface SearchedList {
  ends: readonly Sector[];
  offers: readonly DigestOffer[];
}

const fareKeyOf = (cabin: Cabin, refundable: 'Y' | 'N') => `${cabin} ${refundable}`;

const longestLeg = (offer: DigestOffer) => offer.segments.reduce((longest, s) => Math.max(longest, s.duration), 0);

function routeOf(routes: Map<string, DraftRoute>, offer: DigestOffer): DraftRoute {
  const legs = offer.segments.map((s) => `${s.tripnumber} ${s.origin} ${s.destination}`);
  const day = offer.segments[0]?.departure.slice(0, 10) ?? '';
  const key = `${offer.domint} ${day} ${legs.join(' ')}`;
  let route = routes.get(key);
  if (!route) {
    const ends = tripEnds(offer.segments).map((e) => `${e.origin} ${e.destination}`);
    route = { legs, domint: offer.domint, day, ends, sectors: new Set([...ends, ...legs.map((l) => l.slice(l.indexOf(' ') + 1))]), fares: new Map() };
    routes.set(key, route);
  }
  return route;
}

function digestList(list: SearchedList): DigestList {
  const routes = new Map<string, DraftRoute>();
  for (const offer of list.offers) {
    const route = routeOf(routes, offer);
    const longest = longestLeg(offer);
    for (const fare of offer.fares) {
      const key = fareKeyOf(fare.cabin, fare.refundable);
      const kept = route.fares.get(key);
      const candidate = { perTravellerPaise: farePerTravellerPaise(fare), longest };
      if (kept) kept.push(candidate);
      else route.fares.set(key, [candidate]);
    }
  }
  const kept = pruneRoutes([...routes.values()]).map((route): DigestRoute => {
    const fares = [...route.fares].flatMap(([key, front]) => front.map((f): DigestFare => [key, Number(f.perTravellerPaise), f.longest]));
    return [route.legs.join(','), route.domint, route.day, fares];
  });
  return [list.ends.map((e) => `${e.origin} ${e.destination}`), kept];
}

/** The digest of a search's lists, kept with the search when its offers are first answered. */
export function searchDigestOf(lists: readonly SearchedList[]): PolicySearchDigest {
  return { lists: lists.map(digestList) };
}
