import { parseMinorUnits } from './money';
import type { FareSummary, OfferSummary } from '../contract/flights/search';
import { NO_VERDICT, brokenRules, evaluateFarePolicy, type FarePolicyVerdict, type FlightPolicy } from './flight-policy';
import { lowestFareByOffer } from './lowest-fare-window';

/*
 * Sorting and filtering of flight results (issue 6 Screens), pure so the results list can redo them
 * on every change over thousands of offers: each offer is read once (`indexOffers`, which also
 * judges every fare against the company's policy with the same evaluateFarePolicy VALIDATESEARCH
 * answers with), then filtering and sorting compare plain numbers and flags.
 */
export const SORT_KEYS = ['price', 'departure', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Departure time bands by the local hour of the first departure. */
export const TIME_BANDS = [
  { band: 'early', label: 'Before 6 AM', from: 0, to: 6 },
  { band: 'morning', label: '6 AM to 12 PM', from: 6, to: 12 },
  { band: 'afternoon', label: '12 PM to 6 PM', from: 12, to: 18 },
  { band: 'evening', label: 'After 6 PM', from: 18, to: 24 },
] as const;
export type TimeBand = (typeof TIME_BANDS)[number]['band'];

/** Stops as the filter offers them: direct, one stop, two or more. */
export type StopsChoice = 0 | 1 | 2;
export type Refundability = 'any' | 'refundable' | 'nonrefundable';
/** 'inpolicy': only fares the company's policy allows (blocked flights never are). */
export type PolicyChoice = 'any' | 'inpolicy';

export interface OfferFilters {
  /** Bounds of the shown fare's total, paise; null = open. */
  minPaise: bigint | null;
  maxPaise: bigint | null;
  /** Empty = every band / stop count / airline. */
  bands: TimeBand[];
  stops: StopsChoice[];
  carriers: string[];
  refundability: Refundability;
  policy: PolicyChoice;
}

export const NO_FILTERS: OfferFilters = {
  minPaise: null,
  maxPaise: null,
  bands: [],
  stops: [],
  carriers: [],
  refundability: 'any',
  policy: 'any',
};

export interface PricedFare {
  fare: FareSummary;
  paise: bigint;
  /**
   * The fare's policy verdict, worked out when first asked for (then kept): a list shows a dozen
   * rows, and judging all of a wide search's 27,000 fares up front (reasons formatted) cost about
   * 130 ms before the first results; the policy filter asks for all of them when it is used.
   */
  verdict: () => FarePolicyVerdict;
  /** In policy or not, without the reasons' texts: what the "In policy only" filter asks of every fare. */
  inPolicy: () => boolean;
}

export interface IndexedOffer {
  offer: OfferSummary;
  /** Cheapest first, as the airline sends them. */
  fares: PricedFare[];
  /** The first departure, 'YYYY-MM-DDTHH:mm' (sorts as text), and its minutes past midnight. */
  departure: string;
  minuteOfDay: number;
  band: TimeBand;
  stops: StopsChoice;
  carriers: string[];
}

/** An offer as the list shows it: with the cheapest fare that the filters let through. */
export interface ShownOffer {
  offer: OfferSummary;
  fare: FareSummary;
  paise: bigint;
  verdict: () => FarePolicyVerdict;
  /** Every fare of the offer with its verdict, cheapest first ('More fares'). */
  fares: readonly PricedFare[];
}

function bandOf(minuteOfDay: number): TimeBand {
  const hour = Math.floor(minuteOfDay / 60);
  return TIME_BANDS.find((b) => hour >= b.from && hour < b.to)?.band ?? 'evening';
}

/** A summary as the policy reads a fare: its one-traveller total stands for the traveller types. */
const policyFare = (fare: FareSummary) => ({
  cabin: fare.cabin,
  totalfare: fare.totalfare,
  paxfares: [{ totalfare: fare.pertraveller }],
  refundable: fare.refundable,
  totalPaise: paiseOf(fare),
});

/** Each fare's total read once, however many times sorting, filters and the policy ask for it. */
const readFares = new WeakMap<{ totalfare: string }, bigint>();
function paiseOf(fare: { totalfare: string }): bigint {
  let paise = readFares.get(fare);
  if (paise === undefined) {
    paise = parseMinorUnits(fare.totalfare);
    readFares.set(fare, paise);
  }
  return paise;
}

function once<T>(work: () => T): () => T {
  let done: { value: T } | null = null;
  return () => (done ??= { value: work() }).value;
}

/** How the list judges policy: the traveller's policy (null = none, undefined = not known yet: both judge every fare in policy) and the booking day. */
export interface ListPolicy {
  policy: FlightPolicy | null | undefined;
  /** 'YYYY-MM-DD': the advance-purchase rule counts days from it. */
  today: string;
}

/** One offer read for the list; `lowestPaise` is its comparison fare (lowestFareByOffer). */
export function indexOffer(offer: OfferSummary, judged?: ListPolicy, lowestPaise = 0n): IndexedOffer {
  const departure = offer.segments[0]?.departure ?? '';
  const minuteOfDay = Number(departure.slice(11, 13)) * 60 + Number(departure.slice(14, 16));
  const policy = judged?.policy;
  const context = { lowestPaise, today: judged?.today ?? '' };
  return {
    offer,
    fares: offer.fares.map((fare) => ({
      fare,
      paise: paiseOf(fare),
      verdict: policy ? once(() => evaluateFarePolicy(policy, offer, policyFare(fare), context)) : () => NO_VERDICT,
      inPolicy: policy ? once(() => brokenRules(policy, offer, policyFare(fare), context).length === 0) : () => true,
    })),
    departure,
    minuteOfDay,
    band: bandOf(minuteOfDay),
    stops: Math.min(offer.stops, 2) as StopsChoice,
    carriers: [...new Set(offer.segments.map((s) => s.carrier))],
  };
}

export function indexOffers(offers: readonly OfferSummary[], judged?: ListPolicy): IndexedOffer[] {
  const policy = judged?.policy;
  if (!policy) return offers.map((offer) => indexOffer(offer, judged));
  const lowest = lowestFareByOffer(offers, policy.lowestFareWindowMinutes, paiseOf);
  return offers.map((offer) => indexOffer(offer, judged, lowest.get(offer)));
}

function fareFits(f: PricedFare, filters: OfferFilters): boolean {
  if (filters.refundability === 'refundable' && f.fare.refundable !== 'Y') return false;
  if (filters.refundability === 'nonrefundable' && f.fare.refundable !== 'N') return false;
  if (filters.policy === 'inpolicy' && !f.inPolicy()) return false;
  if (filters.minPaise !== null && f.paise < filters.minPaise) return false;
  return filters.maxPaise === null || f.paise <= filters.maxPaise;
}

/** The offer with its cheapest fitting fare, or null when the filters leave it out. */
export function shownOffer(o: IndexedOffer, filters: OfferFilters): ShownOffer | null {
  if (filters.bands.length > 0 && !filters.bands.includes(o.band)) return null;
  if (filters.stops.length > 0 && !filters.stops.includes(o.stops)) return null;
  if (filters.carriers.length > 0 && !o.carriers.some((c) => filters.carriers.includes(c))) return null;
  const fit = o.fares.find((f) => fareFits(f, filters));
  return fit ? { offer: o.offer, fare: fit.fare, paise: fit.paise, verdict: fit.verdict, fares: o.fares } : null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPaise = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The offers the filters let through, in the chosen order; ties by price, then departure, then key. */
export function filterAndSort(indexed: readonly IndexedOffer[], filters: OfferFilters, sort: SortKey): ShownOffer[] {
  const rows: { shown: ShownOffer; at: IndexedOffer }[] = [];
  for (const at of indexed) {
    const shown = shownOffer(at, filters);
    if (shown) rows.push({ shown, at });
  }
  const primary = {
    price: () => 0,
    departure: (a: IndexedOffer, b: IndexedOffer) => byText(a.departure, b.departure),
    duration: (a: IndexedOffer, b: IndexedOffer) => a.offer.totalduration - b.offer.totalduration,
  }[sort];
  rows.sort(
    (a, b) =>
      primary(a.at, b.at) ||
      byPaise(a.shown.paise, b.shown.paise) ||
      byText(a.at.departure, b.at.departure) ||
      byText(a.at.offer.flightkey, b.at.offer.flightkey),
  );
  return rows.map((r) => r.shown);
}
