import type { HotelPlaceWire } from '../../../src/contract/hotels/search-shapes';
import { type HotelPlace, type HotelSupplier, hotelSupplier } from './supplier';

/*
 * searchhotelplaces (docs/features/hotels.md "Places"): the cities, airports and popular places
 * whose name has a word starting with each word typed ('white' finds Whitefield, 'blr' the
 * airport, 'bengaluru' the city and its places). Cities come first, then airports, then places;
 * a name starting with the text before one merely containing it. Places near a meeting are the
 * landmarks (business districts, tech parks, convention centres).
 */

const MAX_PLACES = 30;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string) => fold(text).split(/[^a-z0-9]+/).filter(Boolean);

interface Entry {
  place: HotelPlaceWire;
  name: string;
  words: string[];
  rank: number;
}

const TYPE_RANK: Readonly<Record<string, number>> = { city: 0, airport: 1, landmark: 2 };

const onTheWire = ({ placetype, baseid, placename, country, city, lat, lon }: HotelPlace): HotelPlaceWire => ({
  placetype,
  baseid,
  placename,
  country,
  city,
  lat,
  lon,
});

// The catalogue of places is fixed per supplier: folded once, on first use.
const indexes = new WeakMap<HotelSupplier, Entry[]>();

function indexOf(supplier: HotelSupplier): Entry[] {
  let index = indexes.get(supplier);
  if (!index) {
    index = supplier.cities().flatMap((city) =>
      supplier.placesOf(city.baseid).map((p) => ({
        place: onTheWire(p),
        name: fold(p.placename),
        words: wordsOf(p.placename),
        rank: TYPE_RANK[p.placetype] ?? 3,
      })),
    );
    indexes.set(supplier, index);
  }
  return index;
}

export function findHotelPlaces(text: string): HotelPlaceWire[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  const start = fold(text).trim();
  return indexOf(hotelSupplier())
    .filter((e) => typed.every((t) => e.words.some((w) => w.startsWith(t))))
    .map((e) => ({ e, starts: e.name.startsWith(start) ? 0 : 1 }))
    .sort((a, b) => a.e.rank - b.e.rank || a.starts - b.starts || a.e.name.localeCompare(b.e.name))
    .slice(0, MAX_PLACES)
    .map(({ e }) => e.place);
}
