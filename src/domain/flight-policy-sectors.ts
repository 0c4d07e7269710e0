/*
 * Matching a flight's sectors against a policy's sector rules (blocked sectors, fare caps) by
 * airport code. A rule names its ends as airport lists (the server expands cities, countries and
 * location groups into their airports before a policy leaves it, docs/features/policy.md), or null
 * for "anywhere". Rules are indexed by origin once per policy, so judging thousands of offers
 * against hundreds of rules reads only the rules that start where a sector starts.
 */

export interface SectorRule {
  /** Airport codes the sector may start at; null = anywhere. */
  origins: readonly string[] | null;
  /** Airport codes the sector may end at; null = anywhere. */
  destinations: readonly string[] | null;
}

interface Indexed<T> {
  rule: T;
  destinations: ReadonlySet<string> | null;
}

export interface SectorIndex<T extends SectorRule> {
  byOrigin: Map<string, Indexed<T>[]>;
  anyOrigin: Indexed<T>[];
}

export function indexSectorRules<T extends SectorRule>(rules: readonly T[]): SectorIndex<T> {
  const byOrigin = new Map<string, Indexed<T>[]>();
  const anyOrigin: Indexed<T>[] = [];
  for (const rule of rules) {
    const entry = { rule, destinations: rule.destinations ? new Set(rule.destinations) : null };
    if (!rule.origins) {
      anyOrigin.push(entry);
      continue;
    }
    for (const origin of rule.origins) {
      const list = byOrigin.get(origin);
      if (list) list.push(entry);
      else byOrigin.set(origin, [entry]);
    }
  }
  return { byOrigin, anyOrigin };
}

// Plain loops below, not callbacks: these run for every offer of a list and every replayed booking.

function collect<T>(entries: readonly Indexed<T>[] | undefined, destination: string, into: T[]): void {
  if (entries) for (const e of entries) if (!e.destinations || e.destinations.has(destination)) into.push(e.rule);
}

function firstOf<T>(entries: readonly Indexed<T>[] | undefined, destination: string): T | undefined {
  if (entries) for (const e of entries) if (!e.destinations || e.destinations.has(destination)) return e.rule;
  return undefined;
}

/** Every rule (in the order given) that covers the sector origin → destination. */
export function rulesForSector<T extends SectorRule>(index: SectorIndex<T>, origin: string, destination: string): T[] {
  const found: T[] = [];
  collect(index.byOrigin.get(origin), destination, found);
  collect(index.anyOrigin, destination, found);
  return found;
}

/** The first rule covering the sector, or undefined: cheaper than collecting them all. */
export function firstRuleForSector<T extends SectorRule>(index: SectorIndex<T>, origin: string, destination: string): T | undefined {
  return firstOf(index.byOrigin.get(origin), destination) ?? firstOf(index.anyOrigin, destination);
}

/** The first rule covering any of the sectors, in their order. */
export function firstRuleForSectors<T extends SectorRule>(index: SectorIndex<T>, sectors: readonly Sector[]): T | undefined {
  for (const s of sectors) {
    const rule = firstRuleForSector(index, s.origin, s.destination);
    if (rule) return rule;
  }
  return undefined;
}

export interface Sector {
  origin: string;
  destination: string;
}

/** Each trip's end points (origin of its first segment, destination of its last), in the order the trips first appear. */
export function tripEnds(segments: readonly (Sector & { tripnumber: number })[]): Sector[] {
  // An array, not a map: an offer has one or two trips (a multi-city one a few).
  const trips: (Sector & { tripnumber: number })[] = [];
  for (const segment of segments) {
    const trip = trips.find((t) => t.tripnumber === segment.tripnumber);
    if (trip) trip.destination = segment.destination;
    else trips.push({ tripnumber: segment.tripnumber, origin: segment.origin, destination: segment.destination });
  }
  return trips;
}
