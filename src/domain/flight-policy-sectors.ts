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

/** Every rule (in the order given) that covers the sector origin → destination. */
export function rulesForSector<T extends SectorRule>(index: SectorIndex<T>, origin: string, destination: string): T[] {
  const found: T[] = [];
  const take = (entries: readonly Indexed<T>[] | undefined) => {
    if (entries) for (const e of entries) if (!e.destinations || e.destinations.has(destination)) found.push(e.rule);
  };
  take(index.byOrigin.get(origin));
  take(index.anyOrigin);
  return found;
}

/** The first rule covering the sector, or undefined: cheaper than collecting them all. */
export function firstRuleForSector<T extends SectorRule>(index: SectorIndex<T>, origin: string, destination: string): T | undefined {
  const first = (entries: readonly Indexed<T>[] | undefined) => entries?.find((e) => !e.destinations || e.destinations.has(destination))?.rule;
  return first(index.byOrigin.get(origin)) ?? first(index.anyOrigin);
}

export interface Sector {
  origin: string;
  destination: string;
}

/** Each trip's end points (origin of its first segment, destination of its last), by trip number. */
export function tripEnds(segments: readonly (Sector & { tripnumber: number })[]): Sector[] {
  const trips = new Map<number, Sector>();
  for (const segment of segments) {
    const trip = trips.get(segment.tripnumber);
    if (trip) trip.destination = segment.destination;
    else trips.set(segment.tripnumber, { origin: segment.origin, destination: segment.destination });
  }
  return [...trips.values()];
}
