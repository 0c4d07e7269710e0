import { beforeEach, describe, expect, it } from 'vitest';
import type { AirportDetail } from '../contract/flights/airports';
import { MAX_AIRPORT_PICKS, cacheAirports, cachedAirport, clearAirportPicks, pickedAirports, rememberAirportPick, searchCachedAirports } from './airports';
import { db } from './database';

const airport = (code: string, location: string, name = `${location} Airport`): AirportDetail => ({
  code,
  name,
  location,
  country: 'X',
  countrycode: 'XX',
  lat: 0,
  lng: 0,
});

beforeEach(async () => {
  await db.airports.clear();
  await db.airportPicks.clear();
});

describe('the airport cache', () => {
  it('answers a lookup by code in any case, falling back to the built-in default airports', async () => {
    await cacheAirports([airport('LHR', 'London', 'London Heathrow Airport')]);
    expect(await cachedAirport('lhr')).toEqual(airport('LHR', 'London', 'London Heathrow Airport'));
    expect((await cachedAirport('BLR'))?.location).toBe('Bengaluru');
    expect(await cachedAirport('ZZZ')).toBeUndefined();
  });

  it('searches the cached airports and the defaults, ranked like the server', async () => {
    await cacheAirports([airport('LHR', 'London', 'London Heathrow Airport'), airport('LDB', 'Londrina')]);
    expect((await searchCachedAirports('lon')).map((a) => a.code)).toEqual(['LHR', 'LDB']);
    expect((await searchCachedAirports('beng')).map((a) => a.code)).toEqual(['BLR']);
    expect(await searchCachedAirports('lo')).toEqual([]);
  });
});

describe('picked airports', () => {
  it('keeps each profile its own picks, newest first, at most 8, without repeats', async () => {
    for (let i = 0; i < 10; i++) await rememberAirportPick('P1', airport(`A${String.fromCharCode(65 + i)}A`, `City ${i}`));
    await rememberAirportPick('P1', airport('ACA', 'City 2'));
    await rememberAirportPick('P2', airport('LHR', 'London'));
    const p1 = (await pickedAirports('P1')).map((a) => a.code);
    expect(p1).toHaveLength(MAX_AIRPORT_PICKS);
    expect(p1.slice(0, 3)).toEqual(['ACA', 'AJA', 'AIA']);
    expect((await pickedAirports('P2')).map((a) => a.code)).toEqual(['LHR']);
    expect(await pickedAirports('P3')).toEqual([]);
  });

  it('go at logout while the airports themselves stay for offline lookup', async () => {
    await rememberAirportPick('P1', airport('LHR', 'London'));
    await clearAirportPicks();
    expect(await pickedAirports('P1')).toEqual([]);
    expect((await cachedAirport('LHR'))?.location).toBe('London');
  });
});
