import { asc, eq, inArray, like, or } from 'drizzle-orm';
import { AIRPORT_SEARCH_LIMIT, type AirportDetail, isAirportSearchKey } from '../../../src/contract/flights/airports';
import { type RankableAirport, foldText, rankAirports } from '../../../src/domain/airport-search';
import type { Executor } from '../db';
import { airports } from '../schema-generic';

/*
 * Reads of the airports table for the airport search route and the airline (issue 6): the wire's
 * AirportDetail from a row, one airport by code, many by code, and the ranked search.
 */

type AirportRecord = typeof airports.$inferSelect;

export function toAirportDetail(row: AirportRecord): AirportDetail {
  return { code: row.code, name: row.name, location: row.city, country: row.country, countrycode: row.countryCode, lat: row.lat, lng: row.lon };
}

const toRankable = (row: AirportRecord): RankableAirport & { row: AirportRecord } => ({
  ...toAirportDetail(row),
  aliases: row.aliases ? row.aliases.split(', ') : [],
  rank: row.rank,
  row,
});

/** The airport of an IATA code (any case), or null for an unknown one. */
export async function findAirport(tx: Executor, code: string): Promise<AirportDetail | null> {
  const [row] = await tx.select().from(airports).where(eq(airports.code, code.trim().toUpperCase())).limit(1);
  return row ? toAirportDetail(row) : null;
}

/** The known airports among `codes` (any case, repeats allowed), keyed by upper-case code; unknown codes are absent. */
export async function airportsByCodes(tx: Executor, codes: readonly string[]): Promise<Map<string, AirportDetail>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()))].filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await tx.select().from(airports).where(inArray(airports.code, wanted)).orderBy(asc(airports.code));
  return new Map(rows.map((row) => [row.code, toAirportDetail(row)]));
}

/** `%` and `_` in a typed key are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The airport search (docs/product.md#validation-rules): nothing for 2 or fewer trimmed characters; otherwise the rows whose
 * code is the key or whose folded search text contains it, ranked by `rankAirports`, best 20.
 */
export async function searchAirports(tx: Executor, key: string): Promise<AirportDetail[]> {
  if (!isAirportSearchKey(key)) return [];
  const folded = foldText(key);
  const rows = await tx
    .select()
    .from(airports)
    .where(or(eq(airports.code, key.trim().toUpperCase()), like(airports.searchText, `%${escapeLike(folded)}%`)));
  return rankAirports(rows.map(toRankable), folded, AIRPORT_SEARCH_LIMIT).map((a) => toAirportDetail(a.row));
}
