import type { Hotel } from './hotel';
import type { HotelRate } from './rates';
import { type Stay, occupancyCode } from './stay';

/*
 * The last searches' priced hotels, kept in memory (docs/features/hotels.md "Performance"). The
 * sandbox prices deterministically, so a city's hotels for one stay, occupancy and pricing day are
 * always the same: keeping them is exact, and a search repeated (a reload, gethotelsearch, the
 * next traveller to the same city and dates) skips pricing two rates of every hotel. Bounded by
 * the nights priced (each rate's nights are most of the memory), the least recently used going
 * first: MAX_PRICED_NIGHTS is about six 2-night searches of the 2,000-hotel city, about 17 MB.
 */

export interface PricedHotel {
  hotel: Hotel;
  cheapest: HotelRate;
  cheapestrefundable: HotelRate;
}

/** Rates × nights kept at most: about 350 bytes each, rate keys and objects included (measured). */
export const MAX_PRICED_NIGHTS = 48_000;

/** A Map iterates in insertion order, so re-inserting on each use keeps the oldest use first. */
const kept = new Map<string, { hotels: readonly PricedHotel[]; weight: number }>();
let keptWeight = 0;

const keyOf = (cityid: string, stay: Stay, pricedon: string) =>
  [cityid, stay.checkin, stay.checkout, occupancyCode(stay.rooms), pricedon].join('|');

/** The city's priced hotels for the stay, from memory or from `price` (then kept if they fit). */
export function pricedHotelsOf(
  cityid: string,
  stay: Stay,
  pricedon: string,
  nights: number,
  price: () => readonly PricedHotel[],
): readonly PricedHotel[] {
  const key = keyOf(cityid, stay, pricedon);
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known.hotels;
  }
  const hotels = price();
  const weight = hotels.length * 2 * nights;
  if (weight > MAX_PRICED_NIGHTS) return hotels;
  kept.set(key, { hotels, weight });
  keptWeight += weight;
  for (const [oldKey, old] of kept) {
    if (keptWeight <= MAX_PRICED_NIGHTS) break;
    kept.delete(oldKey);
    keptWeight -= old.weight;
  }
  return hotels;
}
