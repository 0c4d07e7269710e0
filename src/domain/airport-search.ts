import type { AirportDetail } from '../contract/flights/airports';

/*
 * Airport search ranking (docs/product.md#validation-rules: code, city and name match). Pure and shared: the server
 * ranks its candidates with it, and the client ranks its offline cache the same way, so a search
 * answers in the same order online and offline.
 */

/** An airport as ranked: the wire shape plus what the server knows about it. */
export type RankableAirport = AirportDetail & {
  /** Other names of the airport or its city (dataset keywords, former city names). */
  aliases?: readonly string[];
  /** Larger is busier: large airports above medium, scheduled service above none. */
  rank?: number;
};

/**
 * Former and other names of cities, so the name a traveller grew up with finds the airport:
 * 'beng' and 'bang' both find Bengaluru, 'bomb' Mumbai, 'madr' Chennai, 'calc' Kolkata.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Bengaluru: ['Bangalore'],
  Mumbai: ['Bombay'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Delhi: ['New Delhi'],
  Kochi: ['Cochin'],
  Thiruvananthapuram: ['Trivandrum'],
  Kozhikode: ['Calicut'],
  Mangaluru: ['Mangalore'],
  Mysuru: ['Mysore'],
  Hubballi: ['Hubli'],
  Belagavi: ['Belgaum'],
  Pune: ['Poona'],
  Vadodara: ['Baroda'],
  Varanasi: ['Benares', 'Banaras'],
  Puducherry: ['Pondicherry'],
  Prayagraj: ['Allahabad'],
  'Chhatrapati Sambhajinagar': ['Aurangabad'],
  Guwahati: ['Gauhati'],
  Visakhapatnam: ['Vizag'],
};

/** Lower case without accents, so 'sao' finds São Paulo. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const words = (text: string) => text.split(/[\s,/()-]+/).filter(Boolean);

const startsAnyWord = (text: string, key: string) => words(text).some((w) => w.startsWith(key));

/** How well an airport matches; lower is better, null is no match. */
function matchTier(airport: RankableAirport, key: string): number | null {
  if (foldText(airport.code) === key) return 0;
  // The city and its former names are what travellers type; the dataset's keywords are noisier
  // ('Londonderry' of Derry), so they rank after the airport's own name.
  const cities = [airport.location, ...(CITY_ALIASES[airport.location] ?? [])].map(foldText);
  if (cities.some((c) => c.startsWith(key))) return 1;
  if (cities.some((c) => startsAnyWord(c, key))) return 2;
  const name = foldText(airport.name);
  if (name.startsWith(key)) return 3;
  const aliases = (airport.aliases ?? []).map(foldText);
  if (aliases.some((a) => startsAnyWord(a, key))) return 4;
  if (startsAnyWord(name, key)) return 5;
  if ([...cities, name, ...aliases].some((text) => text.includes(key))) return 6;
  if (foldText(airport.country).startsWith(key)) return 7;
  return null;
}

/**
 * The airports of `list` matching `key`, best first: exact code, then city (or a former name of
 * it) starting with the key, then a word of the city, then the name, then another name of the
 * airport, then a word of the name, then any containing match, then the country. Within a tier larger airports come first, then by city and code, so the order
 * never depends on the input's order. A key of 2 or fewer trimmed characters matches nothing.
 */
export function rankAirports<T extends RankableAirport>(list: readonly T[], key: string, limit = Infinity): T[] {
  const folded = foldText(key);
  if (folded.length <= 2) return [];
  const scored: { airport: T; tier: number }[] = [];
  for (const airport of list) {
    const tier = matchTier(airport, folded);
    if (tier !== null) scored.push({ airport, tier });
  }
  scored.sort(
    (a, b) =>
      a.tier - b.tier ||
      (b.airport.rank ?? 0) - (a.airport.rank ?? 0) ||
      a.airport.location.localeCompare(b.airport.location) ||
      a.airport.code.localeCompare(b.airport.code),
  );
  return scored.slice(0, limit).map((s) => s.airport);
}
