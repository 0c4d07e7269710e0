import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { LocationMaster } from '../../../src/contract/location-groups/operations';
import { foldText } from '../../../src/domain/airport-search';
import { type LocationType, cityLocationId, parseLocationId } from '../../../src/domain/location-groups';
import type { Executor } from '../../store/db';
import { containsPattern } from '../../store/like-pattern';
import { airports } from '../../store/schema';

/*
 * The location master (docs/features/location-groups.md "Location master"): the countries and cities
 * of the airports table's scheduled airports, computed by query rather than kept in a table of its
 * own, so it follows the shipped airport dataset with nothing to fill or keep in step. A few
 * thousand rows: a grouped scan answers in milliseconds.
 */

const scheduled = eq(airports.scheduled, true);
const countryName = sql<string>`min(${airports.country})`;
const busiest = sql<number>`max(${airports.rank})`.mapWith(Number);

interface Candidate extends LocationMaster {
  /** The busiest airport's rank (countries 0): ties in match quality go to the busier city. */
  rank: number;
}

const country = (code: string, name: string): Candidate => ({ locationid: code, locationtype: 'country', name, countrycode: code, countryname: name, rank: 0 });
const city = (code: string, name: string, countryname: string, rank: number): Candidate => ({
  locationid: cityLocationId(code, name),
  locationtype: 'city',
  name,
  countrycode: code,
  countryname,
  rank,
});

async function countries(tx: Executor): Promise<Candidate[]> {
  const rows = await tx.select({ code: airports.countryCode, name: countryName }).from(airports).where(scheduled).groupBy(airports.countryCode);
  return rows.map((r) => country(r.code, r.name));
}

/** Cities whose airports match the folded text (city, its other names, airport name or code, country), or the busiest ones without text. */
async function cities(tx: Executor, folded: string, limit: number): Promise<Candidate[]> {
  const matching = folded ? or(like(airports.searchText, containsPattern(folded)), eq(airports.code, folded.toUpperCase())) : undefined;
  const query = tx
    .select({ code: airports.countryCode, name: airports.city, countryname: countryName, rank: busiest })
    .from(airports)
    .where(and(scheduled, matching))
    .groupBy(airports.countryCode, airports.city)
    .orderBy(desc(busiest), asc(airports.city), asc(airports.countryCode));
  const rows = await (folded ? query : query.limit(limit));
  return rows.map((r) => city(r.code, r.name, r.countryname, r.rank));
}

/** 0 the name (or a country's code) is the text, 1 it starts with it, 2 a word of it does, 3 it matched elsewhere. */
function matchQuality(c: Candidate, folded: string): number {
  const name = foldText(c.name);
  if (name === folded || (c.locationtype === 'country' && c.countrycode.toLowerCase() === folded)) return 0;
  if (name.startsWith(folded)) return 1;
  return name.split(/[\s,/()-]+/).some((word) => word.startsWith(folded)) ? 2 : 3;
}

const TYPE_ORDER: Record<LocationType, number> = { country: 0, city: 1 };

/** The picker's answer: best match first, then countries before cities, busier cities first, by name. */
export async function searchLocationMaster(tx: Executor, searchtext: string, locationtype: LocationType | '', limit: number): Promise<LocationMaster[]> {
  const folded = foldText(searchtext);
  const found = [
    ...(locationtype !== 'city' ? await countries(tx) : []).filter((c) => !folded || foldText(c.name).includes(folded) || c.countrycode.toLowerCase() === folded),
    ...(locationtype !== 'country' ? await cities(tx, folded, limit) : []),
  ];
  const scored = found.map((c) => ({ c, quality: folded ? matchQuality(c, folded) : 0 }));
  scored.sort(
    (a, b) =>
      a.quality - b.quality ||
      TYPE_ORDER[a.c.locationtype] - TYPE_ORDER[b.c.locationtype] ||
      b.c.rank - a.c.rank ||
      a.c.name.localeCompare(b.c.name) ||
      a.c.countrycode.localeCompare(b.c.countrycode),
  );
  return scored.slice(0, limit).map(({ c: { rank: _rank, ...place } }) => place);
}

/** The known places among `ids`, by id; an id that is not a country or city of a scheduled airport is absent. */
export async function findLocations(tx: Executor, ids: readonly string[]): Promise<Map<string, LocationMaster>> {
  const parsed = ids.map(parseLocationId).filter((p) => p !== null);
  const countryCodes = parsed.filter((p) => p.locationtype === 'country').map((p) => p.countrycode);
  const cityIds = parsed.filter((p) => p.locationtype === 'city');
  const found = new Map<string, LocationMaster>();
  if (countryCodes.length > 0) {
    const rows = await tx
      .select({ code: airports.countryCode, name: countryName })
      .from(airports)
      .where(and(scheduled, inArray(airports.countryCode, countryCodes)))
      .groupBy(airports.countryCode);
    for (const r of rows) found.set(r.code, country(r.code, r.name));
  }
  if (cityIds.length > 0) {
    const rows = await tx
      .select({ code: airports.countryCode, name: airports.city, countryname: countryName, rank: busiest })
      .from(airports)
      .where(and(scheduled, or(...cityIds.map((p) => and(eq(airports.countryCode, p.countrycode), eq(airports.city, p.city))))))
      .groupBy(airports.countryCode, airports.city);
    for (const r of rows) found.set(cityLocationId(r.code, r.name), city(r.code, r.name, r.countryname, r.rank));
  }
  return found;
}
