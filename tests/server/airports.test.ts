import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportSearchUrl } from '../../src/contract/flights/airports';
import { airportsByCodes, findAirport } from '../../server/store/data/airports-lookup';
import { type TestApp, createTestApp } from './helpers/test-app';

/* GET /api/airports?searchkey= (docs/product.md#validation-rules, docs/operations.md) on the seeded OurAirports dataset, and the airline's lookups. */

let t: TestApp;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const search = (key: string, token: string | null = acme) =>
  t.app.inject({ method: 'GET', url: airportSearchUrl(key), headers: token ? { authorization: `Bearer ${token}` } : {} });

const codes = async (key: string): Promise<string[]> => {
  const response = await search(key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Root.Result.AirportDetail.map((a: { code: string }) => a.code);
};

describe('GET /api/airports', () => {
  it('answers AirportDetail rows in the spec envelope', async () => {
    const response = await search('BLR');
    expect(response.statusCode).toBe(200);
    expect(response.json().Root.Result.AirportDetail[0]).toEqual({
      code: 'BLR',
      name: 'Kempegowda International Airport',
      location: 'Bengaluru',
      country: 'India',
      countrycode: 'IN',
      lat: 13.1986,
      lng: 77.7066,
    });
  });

  it("finds Bengaluru first for 'BLR', 'blr', 'beng' and 'bangalore'", async () => {
    for (const key of ['BLR', 'blr', 'beng', 'bangalore']) expect((await codes(key))[0], key).toBe('BLR');
  });

  it("finds Delhi first for 'del' and 'delhi'", async () => {
    expect((await codes('del'))[0]).toBe('DEL');
    expect((await codes('delhi'))[0]).toBe('DEL');
  });

  it("answers London's airports for 'lon', the large ones first", async () => {
    const found = await codes('lon');
    expect(found.slice(0, 4).sort()).toEqual(['LGW', 'LHR', 'LTN', 'STN']);
    expect(found.slice(4, 7).sort()).toEqual(['LCY', 'SEN', 'YXU']);
  });

  it("finds former city names: 'bomb' Mumbai, 'madr' Chennai, 'calc' Kolkata", async () => {
    expect(await codes('bomb')).toContain('BOM');
    expect(await codes('madr')).toContain('MAA');
    expect((await codes('calc'))[0]).toBe('CCU');
    expect((await codes('kuala'))[0]).toBe('KUL');
  });

  it('answers nothing for 2 or fewer trimmed characters, at most 20 otherwise, and treats % as a letter', async () => {
    expect(await codes('bl')).toEqual([]);
    expect(await codes('  de ')).toEqual([]);
    expect(await codes('')).toEqual([]);
    expect((await codes('international')).length).toBe(20);
    expect(await codes('%%%')).toEqual([]);
  });

  it('needs a session: 401 with statuscode 900', async () => {
    const none = await search('BLR', null);
    expect(none.statusCode).toBe(401);
    expect(none.json().statuscode).toBe(900);
    const stale = await search('BLR', 'not-a-token');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().statuscode).toBe(900);
  });
});

describe('findAirport and airportsByCodes', () => {
  it('find one airport by code in any case; unknown is null', async () => {
    const bom = await findAirport(t.store.db, 'bom');
    expect(bom).toMatchObject({ code: 'BOM', location: 'Mumbai', country: 'India', countrycode: 'IN' });
    expect(await findAirport(t.store.db, 'ZZZ')).toBeNull();
  });

  it('find many by code, keyed by code, leaving out unknown ones', async () => {
    const found = await airportsByCodes(t.store.db, ['del', 'BLR', 'DEL', 'ZZZ', '']);
    expect([...found.keys()]).toEqual(['BLR', 'DEL']);
    expect(found.get('DEL')?.location).toBe('Delhi');
    expect((await airportsByCodes(t.store.db, [])).size).toBe(0);
  });
});
