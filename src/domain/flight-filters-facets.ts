import type { IndexedOffer, StopsChoice } from './flight-filters';

/** What the filter panel offers for one list of results: the airlines, stop counts and price span present. */
export interface OfferFacets {
  carriers: { code: string; name: string; count: number }[];
  stops: StopsChoice[];
  /** The cheapest and the dearest of the offers' cheapest fares, paise; null without offers. */
  minPaise: bigint | null;
  maxPaise: bigint | null;
}

export function offerFacets(indexed: readonly IndexedOffer[]): OfferFacets {
  const carriers = new Map<string, { code: string; name: string; count: number }>();
  const stops = new Set<StopsChoice>();
  let minPaise: bigint | null = null;
  let maxPaise: bigint | null = null;
  for (const o of indexed) {
    for (const segment of o.offer.segments) {
      const entry = carriers.get(segment.carrier) ?? { code: segment.carrier, name: segment.carriername, count: 0 };
      carriers.set(segment.carrier, entry);
    }
    for (const code of o.carriers) carriers.get(code)!.count += 1;
    stops.add(o.stops);
    const cheapest = o.fares[0]?.paise;
    if (cheapest === undefined) continue;
    if (minPaise === null || cheapest < minPaise) minPaise = cheapest;
    // Dearer fares of an offer count too: a filter range must be able to reach them.
    const dearest = o.fares.reduce((m, f) => (f.paise > m ? f.paise : m), cheapest);
    if (maxPaise === null || dearest > maxPaise) maxPaise = dearest;
  }
  return {
    carriers: [...carriers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    stops: [...stops].sort(),
    minPaise,
    maxPaise,
  };
}
