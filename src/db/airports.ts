import { AIRPORT_SEARCH_LIMIT, type AirportDetail } from '../contract/flights/airports';
import { rankAirports } from '../domain/airport-search';
import { DEFAULT_AIRPORTS } from '../domain/airport-search-defaults';
import { type AirportRow, db } from './database';

/*
 * Airports on this device: every airport a search answered (reference data, kept across logins:
 * it names no one), so a lookup works offline; and the airports each profile picked, offered
 * first in an empty airport field. Picks show where a person travels, so they go at logout and
 * session expiry (src/session/forget.ts, docs/browser-storage.md).
 */

/** How many picks a profile keeps; older ones are dropped. */
export const MAX_AIRPORT_PICKS = 8;

const toDetail = ({ cachedat: _cachedat, ...airport }: AirportRow): AirportDetail => airport;

export async function cacheAirports(list: readonly AirportDetail[]): Promise<void> {
  const cachedat = Date.now();
  await db.airports.bulkPut(list.map((a) => ({ ...a, cachedat })));
}

/** An airport by code from the cache (or the built-in defaults); undefined when never seen. */
export async function cachedAirport(code: string): Promise<AirportDetail | undefined> {
  const wanted = code.trim().toUpperCase();
  const row = await db.airports.get(wanted);
  return row ? toDetail(row) : DEFAULT_AIRPORTS.find((a) => a.code === wanted);
}

/** The offline search: the cached airports and the defaults, ranked like the server ranks. */
export async function searchCachedAirports(key: string, limit = AIRPORT_SEARCH_LIMIT): Promise<AirportDetail[]> {
  const cached = (await db.airports.toArray()).map(toDetail);
  const codes = new Set(cached.map((a) => a.code));
  return rankAirports([...cached, ...DEFAULT_AIRPORTS.filter((a) => !codes.has(a.code))], key, limit);
}

/** A profile's picks, newest first. */
const picksOf = (profileid: string) =>
  db.airportPicks.where('[profileid+pickedat]').between([profileid, 0], [profileid, Infinity]).reverse();

/** Remembers a pick (newest first next time) and keeps the airport for offline lookup. */
export async function rememberAirportPick(profileid: string, airport: AirportDetail): Promise<void> {
  await db.transaction('rw', db.airports, db.airportPicks, async () => {
    await db.airports.put({ ...airport, cachedat: Date.now() });
    // Strictly newer than the last pick, so two picks in one millisecond keep their order.
    const [last] = await picksOf(profileid).limit(1).toArray();
    await db.airportPicks.put({ profileid, code: airport.code, pickedat: Math.max(Date.now(), (last?.pickedat ?? 0) + 1) });
    await db.airportPicks.bulkDelete(await picksOf(profileid).offset(MAX_AIRPORT_PICKS).primaryKeys());
  });
}

/** This profile's picked airports, newest first; [] for a user without history. */
export async function pickedAirports(profileid: string): Promise<AirportDetail[]> {
  const picks = await picksOf(profileid).limit(MAX_AIRPORT_PICKS).toArray();
  const rows = await db.airports.bulkGet(picks.map((p) => p.code));
  return rows.filter((r): r is AirportRow => r !== undefined).map(toDetail);
}

/** Logout and session expiry: whose airports these were goes with the session. */
export async function clearAirportPicks(): Promise<void> {
  await db.airportPicks.clear();
}
