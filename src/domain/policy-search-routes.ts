/*
 * What a search's digest keeps of its routes (policy-search-digest.ts). A fare is dropped when
 * another is in policy under every policy it is in policy under:
 * - on the same route, cabin and refundability, one that costs no more per traveller (fare caps)
 *   and whose longest leg is no shorter (long-haul cabins: the other rules read the route);
 * - on a route that is open whenever its own is (every sector a blocked sector could match on it,
 *   its trips' ends and its segments, is one of this route's; the same ends, day and domestic or
 *   international, so the same fare cap, cabins and days ahead): a direct flight for a connection.
 * A route left without fares is dropped when a kept route is open whenever it is, so "every route
 * blocked" still answers the same. Usually a list keeps its direct route and one or two fares.
 */

export interface FrontFare {
  /** The highest total among the fare's traveller types (fare caps are per traveller). */
  perTravellerPaise: bigint;
  /** The offer's longest leg, minutes (the long-haul cabin rule). */
  longest: number;
}

export interface DraftRoute {
  legs: string[];
  domint: 'domestic' | 'international';
  day: string;
  /** Each trip's ends, 'origin destination'. */
  ends: string[];
  /** Every sector a blocked sector is matched against: the trips' ends and each segment, 'origin destination'. */
  sectors: ReadonlySet<string>;
  /** Fares by 'cabin refundable'. */
  fares: Map<string, FrontFare[]>;
}

const beats = (a: FrontFare, b: FrontFare) => a.perTravellerPaise <= b.perTravellerPaise && a.longest >= b.longest;

/** The fares none of the others beats; of equal ones, the first. */
function front(fares: readonly FrontFare[]): FrontFare[] {
  const kept: FrontFare[] = [];
  for (const fare of fares) {
    if (kept.some((k) => beats(k, fare))) continue;
    for (let i = kept.length - 1; i >= 0; i--) if (beats(fare, kept[i]!)) kept.splice(i, 1);
    kept.push(fare);
  }
  return kept;
}

/** Whether `open` is unblocked under every policy `route` is unblocked under, and judged alike otherwise. */
function openWhenever(open: DraftRoute, route: DraftRoute): boolean {
  if (open === route || open.domint !== route.domint || open.day !== route.day || open.ends.join() !== route.ends.join()) return false;
  for (const sector of open.sectors) if (!route.sectors.has(sector)) return false;
  return true;
}

/** Drops from `route` the fares a fare of `open` beats (open is unblocked whenever route is). */
function dropBeaten(route: DraftRoute, open: DraftRoute): void {
  for (const [key, fares] of route.fares) {
    const better = open.fares.get(key);
    if (!better) continue;
    const left = fares.filter((f) => !better.some((b) => beats(b, f)));
    if (left.length === 0) route.fares.delete(key);
    else route.fares.set(key, left);
  }
}

/** The routes a digest keeps, each with the fares it keeps. */
export function pruneRoutes(routes: readonly DraftRoute[]): DraftRoute[] {
  for (const route of routes) for (const [key, fares] of route.fares) route.fares.set(key, front(fares));
  for (const route of routes) for (const open of routes) if (openWhenever(open, route)) dropBeaten(route, open);
  const kept = [...routes];
  for (const route of routes) {
    if (route.fares.size > 0) continue;
    if (kept.some((open) => openWhenever(open, route))) kept.splice(kept.indexOf(route), 1);
  }
  return kept;
}
