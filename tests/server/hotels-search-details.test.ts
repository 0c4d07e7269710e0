import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxHotels } from '../../server/features/hotels/supplier';
import { rateKey } from '../../server/suppliers/hotelier/rate-key';
import { parseMinorUnits } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import { type HotelWire, call, searchOk } from './hotels-search-fixtures';

let t: TestApp;
let traveller: string;
let pune: { searchid: string; hotels: HotelWire[] };
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  pune = await searchOk(t, traveller, 'in-pune');
});
afterAll(() => t.close());

const hotelIn = (hotels: HotelWire[], code: string) => hotels.find((h) => h.hotelcode === code)!;

describe('TG-HOTEL gethoteldetails', () => {
  it("answers the hotel's content and every rate, the list's cheapest among them", async () => {
    const response = await call(t, traveller, 'gethoteldetails', { searchid: pune.searchid, hotelcode: 'in-pune-0001' });
    expect(response.statusCode).toBe(200);
    const { hotel, rates } = response.json();
    expect(hotel).toMatchObject({
      hotelcode: 'in-pune-0001',
      name: 'Sandbox Rate Rise Hotel Hinjewadi',
      stars: 4,
      city: 'Pune',
      countrycode: 'IN',
      checkintime: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(hotel.amenities).toContainEqual({ code: 'wifi', label: expect.any(String) });
    expect(hotel.photos.length).toBeGreaterThanOrEqual(3);
    expect(hotel.description).toContain('Sandbox Rate Rise Hotel Hinjewadi');
    const listed = hotelIn(pune.hotels, 'in-pune-0001');
    const cheapest = rates.find((r: { ratekey: string }) => r.ratekey === listed.cheapest.ratekey);
    expect(cheapest).toMatchObject({ total: listed.cheapest.total, nightly: listed.cheapest.nightly, refundable: false });
    expect(cheapest.cancellation).toEqual(['Non-refundable: 100 % of the stay whenever cancelled']);
    const refundable = rates.find((r: { refundable: boolean }) => r.refundable);
    expect(refundable.cancellation).toHaveLength(3);
    expect(new Set(rates.map((r: { board: string }) => r.board))).toEqual(new Set(['RO', 'BB']));
  });

  it('refuses a hotel of another city, and a search that is not the caller\'s', async () => {
    const elsewhere = await call(t, traveller, 'gethoteldetails', { searchid: pune.searchid, hotelcode: 'in-mumbai-0001' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().ResponseStatus.message).toBe('hotelcode: in-mumbai-0001 is not a hotel of this search');
    const unknown = await call(t, traveller, 'gethoteldetails', { searchid: pune.searchid, hotelcode: 'nope' });
    expect(unknown.json().ResponseStatus.message).toMatch(/^hotelcode: /);
    for (const other of ['manager@acme.test', 'traveller@globex.test']) {
      const response = await call(t, await t.token(other), 'gethoteldetails', { searchid: pune.searchid, hotelcode: 'in-pune-0001' });
      expect(response.statusCode, other).toBe(403);
    }
  });
});

describe('TG-HOTEL recheckhotelrate', () => {
  const recheck = (ratekey: string) => call(t, traveller, 'recheckhotelrate', { ratekey });

  it('answers unchanged on the day of the search', async () => {
    const rate = pune.hotels.find((h) => h.hotelcode === 'in-pune-0002')!.cheapest;
    const response = await recheck(rate.ratekey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unchanged', previoustotal: rate.total.total, rate: { total: rate.total } });
  });

  it('answers pricechanged for the price-rise hotel in Pune, with a new key that then rechecks unchanged', async () => {
    const rate = hotelIn(pune.hotels, 'in-pune-0001').cheapest;
    const changed = (await recheck(rate.ratekey)).json();
    expect(changed.status).toBe('pricechanged');
    expect(changed.previoustotal).toBe(rate.total.total);
    expect(changed.rate.ratekey).not.toBe(rate.ratekey);
    // ₹750 more per room per night on the base: two nights, one room.
    expect(parseMinorUnits(changed.rate.total.base) - parseMinorUnits(rate.total.base)).toBe(150_000n);
    const again = (await recheck(changed.rate.ratekey)).json();
    expect(again).toMatchObject({ status: 'unchanged', previoustotal: changed.rate.total.total });
  });

  it('answers soldout for the last-room hotel in Mumbai', async () => {
    const mumbai = await searchOk(t, traveller, 'in-mumbai');
    const response = await recheck(hotelIn(mumbai.hotels, 'in-mumbai-0001').cheapestrefundable.ratekey);
    expect(response.json()).toMatchObject({ status: 'soldout', rate: null });
  });

  it('answers 502 when the supplier is down, and 400 for a key it never issued', async () => {
    const vizag = rateKey({
      hotelcode: 'in-visakhapatnam-0001',
      roomtype: 'standard',
      board: 'RO',
      refundable: true,
      checkin: '2026-03-16',
      checkout: '2026-03-18',
      rooms: [{ adults: 2, childages: [] }],
      pricedon: '2026-03-01',
      revision: 1,
    });
    const down = await recheck(vizag);
    expect(down.statusCode).toBe(502);
    expect(down.json().ResponseStatus.message).toMatch(/hotel supplier is not answering/);
    const edited = await recheck(hotelIn(pune.hotels, 'in-pune-0002').cheapest.ratekey.replace('~RO~', '~BB~'));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().ResponseStatus.message).toBe('ratekey: not a rate key of this supplier');
  });
});

describe('GET /api/hotel-photos/:photoid.svg', () => {
  it('draws the same placeholder for anyone, cacheable, without a session', async () => {
    const { url } = hotelIn(pune.hotels, 'in-pune-0001').photo!;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('answers 404 for a photo no hotel has', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel-photos/in-pune-0001-p99.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel-photos/nothing.svg' })).statusCode).toBe(404);
  });
});

describe('the hotel supplier chosen by the composition root', () => {
  it('serves the searches through the adapter buildApp is given', async () => {
    const standIn = {
      ...sandboxHotels,
      search: { ...sandboxHotels.search, results: async () => ({ supplierDown: true as const }) },
    };
    const other = await createTestApp({ suppliers: { hotels: standIn } }, t.store);
    try {
      const response = await call(other, await other.token('traveller@acme.test'), 'searchhotels', {
        placeid: 'in-pune',
        checkin: '2026-03-16',
        checkout: '2026-03-18',
        rooms: [{ adults: 2, childages: [] }],
      });
      expect(response.statusCode).toBe(502);
    } finally {
      await other.close();
      // The choice is per process: the next app built puts the sandbox back for the tests after this one.
      await (await createTestApp({}, t.store)).close();
    }
  });
});
