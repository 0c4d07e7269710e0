import * as v from 'valibot';
import { expireSession } from '../../api';
import { type AirportDetail, AirportSearchResponseSchema, airportSearchUrl, isAirportSearchKey } from '../../contract/flights/airports';
import { SESSION_EXPIRED_STATUSCODE } from '../../contract/envelope';
import { cacheAirports, searchCachedAirports } from '../../db/airports';
import { getSession } from '../../session/store';

/*
 * The airport search of an airport field: GET /api/airports with the session's bearer token;
 * every answer is cached in Dexie, and without a server (offline, no answer, a server error) the
 * same search runs over the cache, ranked the same way (src/domain/airport-search.ts).
 */

export interface AirportSearchResult {
  airports: AirportDetail[];
  /** The list came from this device's cache: the server could not be asked. */
  offline: boolean;
}

export interface AirportSearchDeps {
  /** The spec's 900 side effects (alert, clear storage, go to /); the app's by default. */
  onSessionExpired?: () => void;
}

const APP_DEPS: Required<AirportSearchDeps> = { onSessionExpired: () => void expireSession() };

async function askServer(key: string, signal: AbortSignal | undefined, deps: AirportSearchDeps): Promise<AirportDetail[] | null> {
  const token = getSession()?.userauth.authtoken;
  let response: Response;
  try {
    response = await fetch(airportSearchUrl(key), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  const body: unknown = await response.json().catch(() => null);
  if ((body as { statuscode?: unknown } | null)?.statuscode === SESSION_EXPIRED_STATUSCODE) {
    deps.onSessionExpired?.();
    return [];
  }
  if (!response.ok) return null;
  const parsed = v.safeParse(AirportSearchResponseSchema, body);
  return parsed.success ? parsed.output.Root.Result.AirportDetail : null;
}

/** Airports for a typed key, best first; [] for 2 or fewer trimmed characters. */
export async function searchAirports(key: string, signal?: AbortSignal, deps: AirportSearchDeps = APP_DEPS): Promise<AirportSearchResult> {
  if (!isAirportSearchKey(key)) return { airports: [], offline: false };
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const answered = online ? await askServer(key, signal, deps) : null;
  if (answered) {
    await cacheAirports(answered).catch(() => undefined);
    return { airports: answered, offline: false };
  }
  return { airports: await searchCachedAirports(key), offline: true };
}
