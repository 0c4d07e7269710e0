import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CITY_ALIASES, foldText } from '../../src/domain/airport-search';
import type { Place } from '../../src/domain/location-groups';
import type { PerDiemRate } from '../../src/domain/per-diem';
import type { Executor } from './db';
import { airports, perDiemGroups, perDiemMappings, perDiemRates } from './schema';

/*
 * What the features that apply per-diem rates read (docs/features/per-diem.md "Where it is used"):
 * a person's plan with its rate table, and the places a trip goes to. The rate that applies is
 * decided by src/domain/per-diem.ts.
 */

export interface PerDiemPlan {
  groupid: string;
  groupname: string;
  /** Empty when the plan has no rate table (yet, or any more). */
  rows: PerDiemRate[];
}

/** The plan `profileid` is on, with its rows; null when they are on none. */
export async function loadPerDiemPlanOf(tx: Executor, corporateid: string, profileid: string): Promise<PerDiemPlan | null> {
  const [plan] = await tx
    .select({ groupid: perDiemGroups.id, groupname: perDiemGroups.name })
    .from(perDiemMappings)
    .innerJoin(perDiemGroups, eq(perDiemGroups.id, perDiemMappings.groupId))
    .where(and(eq(perDiemMappings.corporateId, corporateid), eq(perDiemMappings.profileId, profileid)));
  if (!plan) return null;
  const rows = await tx.select().from(perDiemRates).where(eq(perDiemRates.groupId, plan.groupid)).orderBy(asc(perDiemRates.id));
  return {
    ...plan,
    rows: rows.map((r) => ({
      locationtype: r.locationType,
      locationgroupid: r.locationGroupId ?? '',
      currency: r.currency,
      lodging: r.lodgingMinor,
      meals: r.mealsMinor,
      incidentals: r.incidentalsMinor,
    })),
  };
}

/** 'Bengaluru (BLR)', as the trip form writes a destination: the airport's code. */
const AIRPORT_IN_TEXT = /\(([A-Z]{3})\)\s*$/;

/** The airports' name of a city typed by another one ('New Delhi' → 'Delhi', 'Bangalore' → 'Bengaluru'). */
function airportCityName(typed: string): string {
  const folded = foldText(typed);
  const known = Object.entries(CITY_ALIASES).find(([, aliases]) => aliases.some((a) => foldText(a) === folded));
  return known ? known[0] : typed;
}

/** The place a trip's destination text names: its airport's city when it names one, else a scheduled airport's city of that name in the trip's countries. */
async function destinationCity(tx: Executor, destination: string, countries: readonly string[]): Promise<Place | null> {
  const place = { countrycode: airports.countryCode, city: airports.city };
  const code = AIRPORT_IN_TEXT.exec(destination)?.[1];
  if (code) {
    const [airport] = await tx.select(place).from(airports).where(eq(airports.code, code)).limit(1);
    if (airport) return airport;
  }
  const name = airportCityName(destination.replace(AIRPORT_IN_TEXT, '').trim());
  if (name === '' || countries.length === 0) return null;
  const [city] = await tx
    .select(place)
    .from(airports)
    .where(and(eq(airports.scheduled, true), inArray(airports.countryCode, [...countries]), sql`lower(${airports.city}) = lower(${name})`))
    .orderBy(desc(airports.rank))
    .limit(1);
  return city ?? null;
}

/**
 * Where a trip goes, as places: the destination's city (when it can be told) and each destination
 * country with no city named, which only country-wide rows and the fallbacks can match.
 */
export async function tripDestinationPlaces(tx: Executor, trip: { destination: string; destinationCountries: readonly string[] }): Promise<Place[]> {
  const countries = [...new Set(trip.destinationCountries.map((c) => c.toUpperCase()))];
  const city = await destinationCity(tx, trip.destination, countries);
  const places: Place[] = city ? [city] : [];
  for (const countrycode of countries) if (!places.some((p) => p.countrycode === countrycode)) places.push({ countrycode, city: '' });
  return places;
}
