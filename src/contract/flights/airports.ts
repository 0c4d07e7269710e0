import * as v from 'valibot';
import { queryText } from '../query';

/*
 * Airport search (docs/product.md#records "Airport", docs/product.md#validation-rules airport search, docs/operations.md "GET mobileairportajax.jsp with
 * searchkey; reads Root.Result.AirportDetail"). Ours is `GET /api/airports?searchkey=` with the
 * bearer session, like every other call; the answer keeps the spec's envelope.
 */

export const AIRPORTS_PATH = '/api/airports';

/** Search starts only when the trimmed text is longer than this (docs/product.md#validation-rules, docs/product.md#error-messages: "more than 2 characters"). */
export const AIRPORT_SEARCH_MIN_CHARS = 2;

/** At most this many airports per answer (best first). */
export const AIRPORT_SEARCH_LIMIT = 20;

/** The spec's default airports (docs/product.md#constants-and-code-tables), offered to users who have not picked any yet. */
export const DEFAULT_AIRPORT_CODES = ['AMD', 'BLR', 'MAA', 'HYD', 'CCU', 'BOM', 'DEL', 'PNQ'] as const;

export const AirportDetailSchema = v.object({
  /** IATA code: 'BLR'. */
  code: v.string(),
  name: v.string(),
  /** The city the airport serves: 'Bengaluru'. */
  location: v.string(),
  /** Country name: 'India'. */
  country: v.string(),
  /** ISO 3166-1 alpha-2: 'IN'. */
  countrycode: v.string(),
  lat: v.number(),
  lng: v.number(),
});
export type AirportDetail = v.InferOutput<typeof AirportDetailSchema>;

/** The answer of GET /api/airports: empty list for a key of 2 or fewer trimmed characters. */
export const AirportSearchResponseSchema = v.object({
  Root: v.object({ Result: v.object({ AirportDetail: v.array(AirportDetailSchema) }) }),
});
export type AirportSearchResponse = v.InferOutput<typeof AirportSearchResponseSchema>;

/** Whether a typed key is long enough to search (trimmed, more than 2 characters). */
export const isAirportSearchKey = (key: string): boolean => key.trim().length > AIRPORT_SEARCH_MIN_CHARS;

/** The query of GET /api/airports: the typed key (only its first 100 characters are searched). */
export const AirportSearchQuerySchema = v.object({
  searchkey: v.pipe(queryText, v.transform((key) => key.slice(0, 100))),
});

/** The URL the client calls. */
export const airportSearchUrl = (key: string): string => `${AIRPORTS_PATH}?searchkey=${encodeURIComponent(key.trim())}`;
