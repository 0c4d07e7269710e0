import type { FareSummary, OfferSummary } from '../contract/flights/search';
import type { FarePolicyVerdict } from './flight-policy';
import { type ListPolicy, type PricedFare, listedFares, paiseOf } from './flight-filters-fares';
import { comparisonFares } from './lowest-fare-window';

export type { ListPolicy, PricedFare } from './flight-filters-fares';

/*
 * Sorting and filtering of flight results (issue 6 Screens), pure so the results list can redo them
 * on every change over thousands of offers: each offer is read once (`indexOffers`, which also
 * readies every fare to be judged against the company's policy by the same engine VALIDATESEARCH
 * answers with, judging a fare when first asked), then filtering and sorting compare plain numbers
 * and flags.
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

/** The airlines of an offer's segments, each once, in order. */
function carriersOf(offer: OfferSummary): string[] {
  const carriers = offer.segments.map((s) => s.carrier);
  return carriers.filter((c, i) => carriers.indexOf(c) === i);
}

/** One offer read for the list; `lowestPaise` is its comparison fare (lowestFareByOffer). */
export function indexOffer(offer: OfferSummary, judged?: ListPolicy, lowestPaise = 0n): IndexedOffer {
  const departure = offer.segments[0]?.departure ?? '';
  const minuteOfDay = Number(departure.slice(11, 13)) * 60 + Number(departure.slice(14, 16));
  return {
    offer,
    fares: listedFares(offer, judged, lowestPaise),
    departure,
    minuteOfDay,
    band: bandOf(minuteOfDay),
    stops: Math.min(offer.stops, 2) as StopsChoice,
    carriers: carriersOf(offer),
  };
}

export function indexOffers(offers: readonly OfferSummary[], judged?: ListPolicy): IndexedOffer[] {
  const policy = judged?.policy;
  if (!policy) return offers.map((offer) => indexOffer(offer, judged));
  const lowest = comparisonFares(offers, policy.lowestFareWindowMinutes, paiseOf);
  return offers.map((offer, i) => indexOffer(offer, judged, lowest[i]));
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
  for (const fit of o.fares) if (fareFits(fit, filters)) return shownWith(o, fit);
  return null;
}

/** `verdict` is the fare's method, bound: a row calls it on its own. */
function shownWith(o: IndexedOffer, fit: PricedFare): ShownOffer {
  return { offer: o.offer, fare: fit.fare, paise: fit.paise, verdict: () => fit.verdict(), fares: o.fares };
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
