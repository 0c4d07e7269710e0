import type { HotelRateSummary, HotelResult } from '../contract/hotels/search-shapes';
import { parseMinorUnits } from './money';

/*
 * Sorting and filtering of hotel results (docs/features/hotels.md "Screens"), pure so the results
 * page can redo them on every change over a city's 2,000 hotels: each hotel is read once
 * (`indexHotels`: amounts to paise, the policy verdicts to flags), then filtering and sorting
 * compare plain numbers and flags.
 */
export const HOTEL_SORT_KEYS = ['recommended', 'pricelow', 'pricehigh', 'stars', 'distance', 'rating'] as const;
export type HotelSortKey = (typeof HOTEL_SORT_KEYS)[number];

export interface HotelFilters {
  /** Bounds of the shown rate's nightly total (one room, one night, GST included), paise; null = open. */
  minPaise: bigint | null;
  maxPaise: bigint | null;
  /** Empty = any star rating. */
  stars: number[];
  /** At most this far from the place searched; null = any distance. */
  maxDistanceKm: number | null;
  /** Every amenity listed must be there. */
  amenities: string[];
  refundableOnly: boolean;
  inPolicyOnly: boolean;
}

export const NO_HOTEL_FILTERS: HotelFilters = {
  minPaise: null,
  maxPaise: null,
  stars: [],
  maxDistanceKm: null,
  amenities: [],
  refundableOnly: false,
  inPolicyOnly: false,
};

/** One rate read for the list: its nightly and stay totals in paise, and the verdict as a flag. */
export interface IndexedRate {
  rate: HotelRateSummary;
  nightlyPaise: bigint;
  totalPaise: bigint;
  /** No verdict (no hotel policy) counts as in policy, as the server says. */
  inPolicy: boolean;
}

export interface IndexedHotel {
  hotel: HotelResult;
  /** The cheapest rate first, then the cheapest refundable one. */
  rates: readonly [IndexedRate, IndexedRate];
  amenities: ReadonlySet<string>;
  /** Higher is better: see `recommendedScore`. */
  score: number;
}

/** A hotel as the list shows it: with the cheapest of its rates the filters let through. */
export interface ShownHotel {
  hotel: HotelResult;
  rate: HotelRateSummary;
  nightlyPaise: bigint;
  totalPaise: bigint;
  inPolicy: boolean;
  /** A refundable rate exists ('Free cancellation'), whichever rate is shown. */
  refundable: boolean;
}

function indexRate(rate: HotelRateSummary): IndexedRate {
  return {
    rate,
    nightlyPaise: parseMinorUnits(rate.nightly.total),
    totalPaise: parseMinorUnits(rate.total.total),
    inPolicy: rate.policy?.inpolicy ?? true,
  };
}

/**
 * 'Recommended': a good rating near the place for a fair price. Rating out of 5 counts double, each
 * km away costs 0.3, and a price at the city's median costs 1 (twice the median costs 2). Hotels
 * out of policy come after every hotel in policy (see `compare`).
 */
function recommendedScore(hotel: HotelResult, nightlyPaise: bigint, medianPaise: bigint): number {
  const price = medianPaise > 0n ? Number(nightlyPaise) / Number(medianPaise) : 0;
  return hotel.rating * 2 - hotel.distancekm * 0.3 - price;
}

function medianOf(values: bigint[]): bigint {
  if (values.length === 0) return 0n;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function indexHotels(hotels: readonly HotelResult[]): IndexedHotel[] {
  const rates = hotels.map((h) => [indexRate(h.cheapest), indexRate(h.cheapestrefundable)] as const);
  const median = medianOf(rates.map(([cheapest]) => cheapest.nightlyPaise));
  return hotels.map((hotel, i) => ({
    hotel,
    rates: rates[i]!,
    amenities: new Set(hotel.amenities),
    score: recommendedScore(hotel, rates[i]![0].nightlyPaise, median),
  }));
}

function rateFits(r: IndexedRate, filters: HotelFilters): boolean {
  if (filters.refundableOnly && !r.rate.refundable) return false;
  if (filters.inPolicyOnly && !r.inPolicy) return false;
  if (filters.minPaise !== null && r.nightlyPaise < filters.minPaise) return false;
  return filters.maxPaise === null || r.nightlyPaise <= filters.maxPaise;
}

/** The filters a hotel itself must pass, whatever its rates: stars, distance, amenities. */
export function hotelFits(h: IndexedHotel, filters: HotelFilters): boolean {
  if (filters.stars.length > 0 && !filters.stars.includes(h.hotel.stars)) return false;
  if (filters.maxDistanceKm !== null && h.hotel.distancekm > filters.maxDistanceKm) return false;
  return filters.amenities.every((a) => h.amenities.has(a));
}

/** The hotel with its cheapest fitting rate, or null when the filters leave it out. */
export function shownHotel(h: IndexedHotel, filters: HotelFilters): ShownHotel | null {
  if (!hotelFits(h, filters)) return null;
  const fit = h.rates.find((r) => rateFits(r, filters));
  if (!fit) return null;
  return {
    hotel: h.hotel,
    rate: fit.rate,
    nightlyPaise: fit.nightlyPaise,
    totalPaise: fit.totalPaise,
    inPolicy: fit.inPolicy,
    refundable: h.rates[1].rate.refundable,
  };
}

type Row = { shown: ShownHotel; at: IndexedHotel };
const byPaise = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const PRIMARY: Record<HotelSortKey, (a: Row, b: Row) => number> = {
  recommended: (a, b) => Number(b.shown.inPolicy) - Number(a.shown.inPolicy) || b.at.score - a.at.score,
  pricelow: (a, b) => byPaise(a.shown.nightlyPaise, b.shown.nightlyPaise),
  pricehigh: (a, b) => byPaise(b.shown.nightlyPaise, a.shown.nightlyPaise),
  stars: (a, b) => b.at.hotel.stars - a.at.hotel.stars,
  distance: (a, b) => a.at.hotel.distancekm - b.at.hotel.distancekm,
  rating: (a, b) => b.at.hotel.rating - a.at.hotel.rating,
};

/** The hotels the filters let through, in the chosen order; ties by price, then hotel code. */
export function filterAndSortHotels(
  indexed: readonly IndexedHotel[],
  filters: HotelFilters,
  sort: HotelSortKey,
): ShownHotel[] {
  const rows: Row[] = [];
  for (const at of indexed) {
    const shown = shownHotel(at, filters);
    if (shown) rows.push({ shown, at });
  }
  const primary = PRIMARY[sort];
  rows.sort(
    (a, b) =>
      primary(a, b) ||
      byPaise(a.shown.nightlyPaise, b.shown.nightlyPaise) ||
      (a.at.hotel.hotelcode < b.at.hotel.hotelcode ? -1 : a.at.hotel.hotelcode > b.at.hotel.hotelcode ? 1 : 0),
  );
  return rows.map((r) => r.shown);
}

/** What the filter panel offers, with how many hotels each choice would show given the other filters. */
export interface HotelFacets {
  /** Star ratings present, most first, each with its count. */
  stars: { stars: number; count: number }[];
  /** Amenity codes present, each with the count of hotels that would remain if it were added. */
  amenities: { code: string; count: number }[];
  refundable: number;
  inPolicy: number;
  /** Cheapest and dearest nightly totals of any rate, paise; null without hotels. */
  minPaise: bigint | null;
  maxPaise: bigint | null;
  /** The farthest hotel, km. */
  maxDistanceKm: number;
}

const countShown = (indexed: readonly IndexedHotel[], filters: HotelFilters) =>
  indexed.reduce((n, h) => (shownHotel(h, filters) ? n + 1 : n), 0);

/** A few passes over the list (each a plain loop): cheap enough to redo on every change of the filters. */
export function hotelFacets(indexed: readonly IndexedHotel[], filters: HotelFilters): HotelFacets {
  const stars = new Map<number, number>();
  for (const h of indexed)
    if (shownHotel(h, { ...filters, stars: [] })) stars.set(h.hotel.stars, (stars.get(h.hotel.stars) ?? 0) + 1);
  const amenities = new Map<string, number>();
  let minPaise: bigint | null = null;
  let maxPaise: bigint | null = null;
  let maxDistanceKm = 0;
  for (const h of indexed) {
    for (const code of h.hotel.amenities) if (!amenities.has(code)) amenities.set(code, 0);
    if (shownHotel(h, filters)) for (const code of h.amenities) amenities.set(code, (amenities.get(code) ?? 0) + 1);
    for (const r of h.rates) {
      if (minPaise === null || r.nightlyPaise < minPaise) minPaise = r.nightlyPaise;
      if (maxPaise === null || r.nightlyPaise > maxPaise) maxPaise = r.nightlyPaise;
    }
    maxDistanceKm = Math.max(maxDistanceKm, h.hotel.distancekm);
  }
  return {
    stars: [...stars].map(([s, count]) => ({ stars: s, count })).sort((a, b) => b.stars - a.stars),
    amenities: [...amenities].map(([code, count]) => ({ code, count })).sort((a, b) => a.code.localeCompare(b.code)),
    refundable: countShown(indexed, { ...filters, refundableOnly: true }),
    inPolicy: countShown(indexed, { ...filters, inPolicyOnly: true }),
    minPaise,
    maxPaise,
    maxDistanceKm,
  };
}
