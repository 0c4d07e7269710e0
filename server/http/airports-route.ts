import { AIRPORTS_PATH, AirportSearchQuerySchema, type AirportSearchResponse } from '../../src/contract/flights/airports';
import { searchAirports } from '../store/data/airports-lookup';
import { defineRoute } from './define-route';

/**
 * GET /api/airports?searchkey= (docs/operations.md "GET mobileairportajax.jsp with searchkey"): the bearer
 * session like every call (401 + statuscode 900 without one), answering Root.Result.AirportDetail,
 * best match first; empty for 2 or fewer trimmed characters. Like every authenticated answer it is
 * `no-store` (http/security.ts); the client keeps the airports it has seen in Dexie instead.
 */
export const airportsRoute = defineRoute({
  method: 'GET',
  path: AIRPORTS_PATH,
  auth: 'session',
  name: 'AIRPORTS',
  query: AirportSearchQuerySchema,
  handler: async ({ app, query }): Promise<AirportSearchResponse> => {
    const found = await searchAirports(app.store.db, query.searchkey);
    return { Root: { Result: { AirportDetail: found } } };
  },
});
