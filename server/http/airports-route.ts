import type { FastifyInstance } from 'fastify';
import { AIRPORTS_PATH, type AirportSearchResponse } from '../../src/contract/flights/airports';
import type { Operation } from '../../src/contract/operation';
import type { AppContext } from '../app-context';
import { searchAirports } from '../store/data/airports-lookup';
import { authenticate } from './route-auth';

/** Audit rows of emulated sessions name the search like a service call. */
const AIRPORTS_OPERATION = { opid: 'AIRPORTS', action: null } as unknown as Operation;

/**
 * GET /api/airports?searchkey= (docs/operations.md "GET mobileairportajax.jsp with searchkey"): the bearer
 * session like every call (401 + statuscode 900 without one), answering Root.Result.AirportDetail,
 * best match first; empty for 2 or fewer trimmed characters. Like every authenticated answer it is
 * `no-store` (http/security.ts); the client keeps the airports it has seen in Dexie instead.
 */
export function registerAirportsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { searchkey?: string | string[] } }>(AIRPORTS_PATH, async (request): Promise<AirportSearchResponse> => {
    await authenticate(ctx, request, AIRPORTS_OPERATION);
    const raw = request.query.searchkey;
    const key = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const found = await searchAirports(ctx.store.db, key.slice(0, 100));
    return { Root: { Result: { AirportDetail: found } } };
  });
}
