/*
 * Location groups (docs/features/location-groups.md): a company's named sets of countries and
 * cities, which trip types and travel policy rules name instead of listing places. The location
 * master ids are made from an airport row without a lookup: a country is its ISO alpha-2 code
 * ('IN'), a city is '<countrycode>:<city as the airports name it>' ('IN:Mumbai').
 */

export type LocationType = 'country' | 'city';

/** A group as its readers see it: the ids mapped to it, countries and cities apart. */
export interface LocationGroupMembers {
  groupid: string;
  groupname: string;
  /** ISO alpha-2 codes. */
  countries: readonly string[];
  /** City location ids ('IN:Mumbai'). */
  cities: readonly string[];
}

/** Where something happens, as an airport row gives it (airports.country_code, airports.city). */
export interface Place {
  countrycode: string;
  city: string;
}

export const cityLocationId = (countrycode: string, city: string) => `${countrycode.toUpperCase()}:${city}`;

const COUNTRY_ID = /^[A-Z]{2}$/;
const CITY_ID = /^([A-Z]{2}):(\S(?:.*\S)?)$/;

/** What a location id names, or null when it is not one (the city part is kept as written). */
export function parseLocationId(locationid: string): { locationtype: LocationType; countrycode: string; city: string } | null {
  if (COUNTRY_ID.test(locationid)) return { locationtype: 'country', countrycode: locationid, city: '' };
  const city = CITY_ID.exec(locationid);
  return city ? { locationtype: 'city', countrycode: city[1]!, city: city[2]! } : null;
}

/** A place is in a group when its country or its city is mapped. */
export function placeInGroup(place: Place, group: LocationGroupMembers): boolean {
  const country = place.countrycode.toUpperCase();
  return group.countries.includes(country) || group.cities.includes(cityLocationId(country, place.city));
}

/** The ids of the groups a place is in, in the order given. */
export function groupsOfPlace(place: Place, groups: readonly LocationGroupMembers[]): string[] {
  return groups.filter((g) => placeInGroup(place, g)).map((g) => g.groupid);
}

/**
 * Whether a trip may go to a country under a group when only the country is known (a trip's
 * destination countries): the country is mapped, or one of its cities is. The city itself is
 * judged later, where a place is known (placeInGroup).
 */
export function countryInGroup(countrycode: string, group: LocationGroupMembers): boolean {
  const country = countrycode.toUpperCase();
  return group.countries.includes(country) || group.cities.some((id) => id.startsWith(`${country}:`));
}

/** The destination countries outside a group, for the trip type's message; [] when all fit. */
export function countriesOutsideGroup(countrycodes: readonly string[], group: LocationGroupMembers): string[] {
  return countrycodes.filter((c) => !countryInGroup(c, group));
}

/** Why a trip type tied to a group does not fit the destination countries, or null when it does. */
export function tripTypeGroupMismatch(typeName: string, group: LocationGroupMembers, destinationcountries: readonly string[]): string | null {
  const outside = countriesOutsideGroup(destinationcountries, group);
  if (outside.length === 0) return null;
  return `triptypeid: ${typeName} is for trips within ${group.groupname}, and ${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside it`;
}
