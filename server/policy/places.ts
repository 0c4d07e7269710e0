import { inArray, or } from 'drizzle-orm';
import type { PlaceType } from '../../src/contract/policy/rules';
import { type LocationGroupMembers, parseLocationId, placeInGroup } from '../../src/domain/location-groups';
import type { Executor } from '../store/db';
import { loadLocationGroupMembers } from '../store/location-groups-read';
import { airports } from '../store/schema-generic';

/*
 * Sector ends as policy rules name them (an airport, a city id 'IN:Mumbai', a country 'IN', a
 * location group, or anywhere) turned into the airport codes the shared evaluator matches
 * (src/domain/flight-policy-sectors.ts). Done once per policy read, with one airports query.
 */

export interface PlaceRef {
  type: PlaceType;
  code: string;
}

export interface ExpandedPlace {
  /** null = anywhere. */
  airports: string[] | null;
  /** How the traveller reads the place in a reason ('Mumbai (BOM)', 'Mumbai', 'Metro cities', 'anywhere'). */
  name: string;
  /** False for an airport, city, country or location group that does not exist (or not in this company). */
  known: boolean;
}

export type PlaceExpander = (ref: PlaceRef) => ExpandedPlace;

interface AirportPlace {
  code: string;
  city: string;
  countrycode: string;
}

function countriesNeeded(refs: readonly PlaceRef[], groups: readonly LocationGroupMembers[]): string[] {
  const countries = new Set<string>();
  for (const ref of refs) {
    if (ref.type === 'country' || ref.type === 'city') {
      const parsed = parseLocationId(ref.code);
      if (parsed) countries.add(parsed.countrycode);
    }
    if (ref.type === 'group') {
      const group = groups.find((g) => g.groupid === ref.code);
      for (const c of group?.countries ?? []) countries.add(c);
      for (const id of group?.cities ?? []) countries.add(id.slice(0, 2));
    }
  }
  return [...countries];
}

export async function placeExpander(tx: Executor, corporateid: string, refs: readonly PlaceRef[]): Promise<PlaceExpander> {
  const groups = refs.some((r) => r.type === 'group') ? await loadLocationGroupMembers(tx, corporateid) : [];
  const countries = countriesNeeded(refs, groups);
  const codes = refs.filter((r) => r.type === 'airport').map((r) => r.code);
  const rows: (AirportPlace & { country: string })[] =
    countries.length || codes.length
      ? await tx
          .select({ code: airports.code, city: airports.city, countrycode: airports.countryCode, country: airports.country })
          .from(airports)
          .where(or(countries.length ? inArray(airports.countryCode, countries) : undefined, codes.length ? inArray(airports.code, codes) : undefined))
      : [];
  const codesWhere = (fits: (a: AirportPlace) => boolean) => rows.filter(fits).map((a) => a.code);
  const found = (airportCodes: string[], name: string) => ({ airports: airportCodes, name, known: airportCodes.length > 0 });
  return (ref) => {
    switch (ref.type) {
      case 'any':
        return { airports: null, name: 'anywhere', known: true };
      case 'airport': {
        const airport = rows.find((a) => a.code === ref.code);
        return { airports: [ref.code], name: airport ? `${airport.city} (${ref.code})` : ref.code, known: airport !== undefined };
      }
      case 'country':
        return found(codesWhere((a) => a.countrycode === ref.code), rows.find((a) => a.countrycode === ref.code)?.country ?? ref.code);
      case 'city': {
        const parsed = parseLocationId(ref.code);
        return found(codesWhere((a) => a.countrycode === parsed?.countrycode && a.city === parsed.city), parsed?.city ?? ref.code);
      }
      case 'group': {
        const group = groups.find((g) => g.groupid === ref.code);
        // A group without places yet blocks or caps nothing, but it is a group of the company.
        if (!group) return { airports: [], name: 'a removed location group', known: false };
        return { airports: codesWhere((a) => placeInGroup(a, group)), name: group.groupname, known: true };
      }
    }
  };
}
