import { inArray } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { airports } from '../../store/schema-generic';
import { ALL_HUBS, METROS } from './carriers';
import type { Place } from './geo';

/*
 * The airports a search needs (its own plus every carrier hub), read in one query from the shared
 * airports table (the OurAirports dataset; see server/store/data/airports-lookup.ts for the
 * AirportDetail reads). The sandbox also needs each airport's size (`rank`), which decides who
 * flies there: metros and large airports get directs, medium ones a few, small ones none.
 */

export type AirportSize = 'metro' | 'large' | 'medium' | 'none';

export interface SandboxAirport extends Place {
  name: string;
  city: string;
  size: AirportSize;
}

function sizeOf(code: string, countryCode: string, rank: number, scheduled: boolean): AirportSize {
  if (!scheduled) return 'none';
  if (countryCode === 'IN' && METROS.has(code)) return 'metro';
  if (rank >= 5) return 'large';
  if (rank >= 3) return 'medium';
  return 'none';
}

export type AirportMap = ReadonlyMap<string, SandboxAirport>;

/** The known airports among `codes` plus every hub, keyed by code. */
export async function loadAirports(tx: Executor, codes: readonly string[]): Promise<AirportMap> {
  const wanted = [...new Set([...codes.map((c) => c.toUpperCase()), ...ALL_HUBS])];
  const rows = await tx
    .select({
      code: airports.code,
      name: airports.name,
      city: airports.city,
      countrycode: airports.countryCode,
      lat: airports.lat,
      lng: airports.lon,
      rank: airports.rank,
      scheduled: airports.scheduled,
    })
    .from(airports)
    .where(inArray(airports.code, wanted));
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        name: r.name,
        city: r.city,
        countrycode: r.countrycode,
        lat: r.lat,
        lng: r.lng,
        size: sizeOf(r.code, r.countrycode, r.rank, r.scheduled),
      },
    ]),
  );
}
