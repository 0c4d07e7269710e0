import { inArray } from 'drizzle-orm';
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
  /** How the traveller reads the place in a reason ('Mumbai', 'Metro cities', 'anywhere'). */
  name: string;
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
  const rows: AirportPlace[] = countries.length
    ? await tx.select({ code: airports.code, city: airports.city, countrycode: airports.countryCode }).from(airports).where(inArray(airports.countryCode, countries))
    : [];
  const codesWhere = (fits: (a: AirportPlace) => boolean) => rows.filter(fits).map((a) => a.code);
  return (ref) => {
    switch (ref.type) {
      case 'any':
        return { airports: null, name: 'anywhere' };
      case 'airport':
        return { airports: [ref.code], name: ref.code };
      case 'country':
        return { airports: codesWhere((a) => a.countrycode === ref.code), name: ref.code };
      case 'city': {
        const parsed = parseLocationId(ref.code);
        return { airports: codesWhere((a) => a.countrycode === parsed?.countrycode && a.city === parsed.city), name: parsed?.city ?? ref.code };
      }
      case 'group': {
        const group = groups.find((g) => g.groupid === ref.code);
        if (!group) return { airports: [], name: 'a removed location group' };
        return { airports: codesWhere((a) => placeInGroup(a, group)), name: group.groupname };
      }
    }
  };
}
