import type { OfferSummary } from '../contract/flights/search';
import { formatMoneyExact, parseMinorUnits } from './money';

/*
 * Flight recommendations (docs/product.md#list-responses "GET flight_recommendations"): from one list of results,
 * up to three picks: Cheapest, Fastest and Best value, each with a reason a person can read.
 *
 * - Cheapest: the lowest total fare (an offer's fares are cheapest first); ties go to the shorter
 *   flight, then the flightkey, so the answer is deterministic.
 * - Fastest: the shortest total duration (layovers included); ties go to the cheaper, then the key.
 * - Best value: the lowest score = price / cheapest price + duration / shortest duration. Each term
 *   is 1.0 for the best flight on that measure, so a score of 2.0 is a flight that is both cheapest
 *   and fastest, and 10% dearer counts the same as 10% longer. Ties as for Cheapest.
 *
 * Preferences (a comma list, unknown words ignored) narrow the candidates when some flight
 * qualifies: 'nonstop'; 'morning' (departs 05:00–11:59), 'afternoon' (12:00–16:59), 'evening'
 * (17:00–23:59); 'refundable' (a refundable fare: that fare is the one recommended). 'cheapest'
 * and 'fastest' put that pick first. A flight that wins several picks is recommended once, its
 * label and reason naming each ('Cheapest and fastest').
 */

export const RECOMMENDATION_KINDS = ['cheapest', 'fastest', 'bestvalue'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

export interface FlightRecommendation {
  /** The first pick this flight won (in the answer's order). */
  kind: RecommendationKind;
  /** Every pick it won. */
  kinds: RecommendationKind[];
  label: string;
  flightkey: string;
  farekey: string;
  totalfare: string;
  reason: string;
}

const LABELS: Record<RecommendationKind, string> = {
  cheapest: 'Cheapest',
  fastest: 'Fastest',
  bestvalue: 'Best value',
};

export const parsePreferences = (preferences: string | undefined): string[] =>
  (preferences ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);

interface Candidate {
  offer: OfferSummary;
  farekey: string;
  totalfare: string;
  paise: number;
  minutes: number;
}

// Paise as a number: exact well past any fare, and the best-value score divides them.
const rupees = (paise: number) => formatMoneyExact(BigInt(paise), 'INR');

const minutesText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
};

/** 'IndiGo 6E 101' (the onward flights of the offer). */
export function flightName(offer: OfferSummary): string {
  const onward = offer.segments.filter((s) => s.tripnumber === 1);
  const names = [...new Set(onward.map((s) => s.carriername))].join(' / ');
  return `${names} ${onward.map((s) => `${s.carrier} ${s.flightnumber}`).join(', ')}`.trim() || offer.flightkey;
}

const departureHour = (offer: OfferSummary) => Number(offer.segments[0]?.departure.slice(11, 13) ?? -1);

const WINDOWS: Record<string, [number, number]> = { morning: [5, 11], afternoon: [12, 16], evening: [17, 23] };

function candidatesOf(offers: readonly OfferSummary[], prefs: string[]): Candidate[] {
  const refundable = prefs.includes('refundable');
  let list: Candidate[] = offers.flatMap((offer) => {
    const fare = (refundable ? offer.fares.find((f) => f.refundable === 'Y') : undefined) ?? offer.fares[0];
    return fare
      ? [
          {
            offer,
            farekey: fare.farekey,
            totalfare: fare.totalfare,
            paise: Number(parseMinorUnits(fare.totalfare)),
            minutes: offer.totalduration,
          },
        ]
      : [];
  });
  const narrow = (keep: (c: Candidate) => boolean) => {
    const kept = list.filter(keep);
    if (kept.length > 0) list = kept;
  };
  if (refundable) narrow((c) => c.offer.fares.some((f) => f.farekey === c.farekey && f.refundable === 'Y'));
  if (prefs.includes('nonstop')) narrow((c) => c.offer.stops === 0);
  for (const [name, [from, to]] of Object.entries(WINDOWS))
    if (prefs.includes(name)) narrow((c) => departureHour(c.offer) >= from && departureHour(c.offer) <= to);
  return list;
}

const byKey = (a: Candidate, b: Candidate) =>
  a.offer.flightkey < b.offer.flightkey ? -1 : a.offer.flightkey > b.offer.flightkey ? 1 : 0;
const byPrice = (a: Candidate, b: Candidate) => a.paise - b.paise || a.minutes - b.minutes || byKey(a, b);
const byTime = (a: Candidate, b: Candidate) => a.minutes - b.minutes || a.paise - b.paise || byKey(a, b);

interface Pick {
  kind: RecommendationKind;
  winner: Candidate;
  reason: string;
}

function cheapest(list: Candidate[]): Pick {
  const [winner, next] = [...list].sort(byPrice) as [Candidate, Candidate | undefined];
  const reason = !next
    ? 'the only flight that fits'
    : next.paise === winner.paise
      ? `the lowest fare (${flightName(next.offer)} costs the same)`
      : `${rupees(next.paise - winner.paise)} less than the next cheapest (${flightName(next.offer)})`;
  return { kind: 'cheapest', winner, reason };
}

function fastest(list: Candidate[]): Pick {
  const [winner, next] = [...list].sort(byTime) as [Candidate, Candidate | undefined];
  const reason = !next
    ? `${minutesText(winner.minutes)} door to door`
    : next.minutes === winner.minutes
      ? `the shortest, ${minutesText(winner.minutes)} (${flightName(next.offer)} takes as long)`
      : `${minutesText(next.minutes - winner.minutes)} shorter than the next fastest (${flightName(next.offer)})`;
  return { kind: 'fastest', winner, reason };
}

function bestValue(list: Candidate[]): Pick {
  const lowest = Math.min(...list.map((c) => c.paise));
  const shortest = Math.min(...list.map((c) => c.minutes));
  const score = (c: Candidate) => c.paise / Math.max(lowest, 1) + c.minutes / Math.max(shortest, 1);
  const winner = [...list].sort((a, b) => score(a) - score(b) || byPrice(a, b))[0]!;
  const dearer = winner.paise - lowest;
  const longer = winner.minutes - shortest;
  const parts = [
    dearer === 0 ? 'the lowest fare' : `${rupees(dearer)} more than the cheapest`,
    longer === 0 ? 'the shortest flight' : `${minutesText(longer)} longer than the fastest`,
  ];
  return { kind: 'bestvalue', winner, reason: `the best balance of price and time: ${parts.join(', ')}` };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Up to 3 recommendations for one list of results; [] when it is empty. Pure and deterministic. */
export function recommendFlights(offers: readonly OfferSummary[], preferences?: string): FlightRecommendation[] {
  const prefs = parsePreferences(preferences);
  const list = candidatesOf(offers, prefs);
  if (list.length === 0) return [];
  let picks = [cheapest(list), fastest(list), bestValue(list)];
  if (prefs.includes('fastest')) picks = [picks[1]!, picks[0]!, picks[2]!];
  else if (prefs.includes('cheapest')) picks = [picks[0]!, picks[1]!, picks[2]!];
  const merged = new Map<string, Pick[]>();
  for (const p of picks) merged.set(p.winner.offer.flightkey, [...(merged.get(p.winner.offer.flightkey) ?? []), p]);
  return [...merged.values()].map((group) => {
    const first = group[0]!;
    const kinds = group.map((p) => p.kind);
    const names = kinds.map((k) => LABELS[k]);
    const label =
      names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!.toLowerCase()}`;
    return {
      kind: first.kind,
      kinds,
      label: capitalise(label.replace(/, (.)/g, (_, c: string) => `, ${c.toLowerCase()}`)),
      flightkey: first.winner.offer.flightkey,
      farekey: first.winner.farekey,
      totalfare: first.winner.totalfare,
      reason: capitalise(group.map((p) => p.reason).join('; ')),
    };
  });
}
