import { describe, expect, it } from 'vitest';
import {
  type LocationGroupMembers,
  cityLocationId,
  countryInGroup,
  groupsOfPlace,
  parseLocationId,
  placeInGroup,
  tripTypeGroupMismatch,
} from './location-groups';

const metros: LocationGroupMembers = { groupid: 'LG1', groupname: 'Metro cities', countries: [], cities: ['IN:Mumbai', 'IN:Delhi'] };
const schengen: LocationGroupMembers = { groupid: 'LG2', groupname: 'Schengen', countries: ['FR', 'DE'], cities: [] };
const mixed: LocationGroupMembers = { groupid: 'LG3', groupname: 'Gulf and Goa', countries: ['AE'], cities: ['IN:Goa'] };

describe('location ids', () => {
  it('makes a city id from an airport row, the country upper-cased and the city as written', () => {
    expect(cityLocationId('in', 'Mumbai')).toBe('IN:Mumbai');
    expect(cityLocationId('US', 'New York')).toBe('US:New York');
  });

  it('reads countries and cities back, and refuses anything else', () => {
    expect(parseLocationId('IN')).toEqual({ locationtype: 'country', countrycode: 'IN', city: '' });
    expect(parseLocationId('US:New York')).toEqual({ locationtype: 'city', countrycode: 'US', city: 'New York' });
    for (const bad of ['in', 'IND', 'IN:', 'IN: Mumbai', 'Mumbai', '', 'IN:Mumbai ']) expect(parseLocationId(bad), bad).toBeNull();
  });
});

describe('placeInGroup and groupsOfPlace', () => {
  it('puts a place in a group by its city or by its country', () => {
    expect(placeInGroup({ countrycode: 'IN', city: 'Mumbai' }, metros)).toBe(true);
    expect(placeInGroup({ countrycode: 'IN', city: 'Pune' }, metros)).toBe(false);
    expect(placeInGroup({ countrycode: 'fr', city: 'Nice' }, schengen)).toBe(true);
    expect(placeInGroup({ countrycode: 'GB', city: 'London' }, schengen)).toBe(false);
  });

  it('names every group a place is in, in the order given', () => {
    const groups = [metros, schengen, mixed];
    expect(groupsOfPlace({ countrycode: 'IN', city: 'Goa' }, groups)).toEqual(['LG3']);
    expect(groupsOfPlace({ countrycode: 'IN', city: 'Delhi' }, groups)).toEqual(['LG1']);
    expect(groupsOfPlace({ countrycode: 'AE', city: 'Dubai' }, groups)).toEqual(['LG3']);
    expect(groupsOfPlace({ countrycode: 'JP', city: 'Tokyo' }, groups)).toEqual([]);
  });
});

describe('trip types tied to a group', () => {
  it('lets a country in when it or one of its cities is mapped', () => {
    expect(countryInGroup('in', metros)).toBe(true);
    expect(countryInGroup('DE', schengen)).toBe(true);
    expect(countryInGroup('GB', schengen)).toBe(false);
  });

  it('names the countries outside the group', () => {
    expect(tripTypeGroupMismatch('Europe visit', schengen, ['FR', 'DE'])).toBeNull();
    expect(tripTypeGroupMismatch('Europe visit', schengen, ['FR', 'GB'])).toBe('triptypeid: Europe visit is for trips within Schengen, and GB is outside it');
    expect(tripTypeGroupMismatch('Europe visit', schengen, ['US', 'GB'])).toBe('triptypeid: Europe visit is for trips within Schengen, and US, GB are outside it');
  });
});
