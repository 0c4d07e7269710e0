import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/contract/roles';
import { parseMinorUnits } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import { tokensForEveryRole } from './helpers/role-tokens';
import { call, searchOk, stay } from './hotels-search-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

describe('TG-HOTEL searchhotelplaces', () => {
  it('finds a city with its airports and popular places, the city first', async () => {
    const response = await call(t, traveller, 'searchhotelplaces', { text: 'bengaluru' });
    expect(response.statusCode).toBe(200);
    const places = response.json().places as { baseid: string; placetype: string }[];
    expect(places[0]).toMatchObject({ baseid: 'in-bengaluru', placetype: 'city' });
    expect(places.map((p) => p.baseid)).toContain('in-bengaluru.airport-blr');
    expect(places.map((p) => p.baseid)).toContain('in-bengaluru.whitefield');
  });

  it('finds a place by the start of a word, and an airport by its code', async () => {
    const white = (await call(t, traveller, 'searchhotelplaces', { text: 'white' })).json().places;
    expect(white).toContainEqual(expect.objectContaining({ baseid: 'in-bengaluru.whitefield', placetype: 'landmark' }));
    const blr = (await call(t, traveller, 'searchhotelplaces', { text: 'BLR' })).json().places;
    expect(blr[0]).toMatchObject({ baseid: 'in-bengaluru.airport-blr', placetype: 'airport' });
  });

  it('answers no places for text matching nothing, and 400 for too short a text', async () => {
    expect((await call(t, traveller, 'searchhotelplaces', { text: 'zzqx' })).json().places).toEqual([]);
    const short = await call(t, traveller, 'searchhotelplaces', { text: 'b' });
    expect(short.statusCode).toBe(400);
    expect(short.json().ResponseStatus.message).toMatch(/^text: /);
  });
});

describe('TG-HOTEL searchhotels and gethotelsearch', () => {
  it('answers every Bengaluru hotel with a room, each with its cheapest and cheapest refundable rates', async () => {
    const answer = await searchOk(t, traveller, 'in-bengaluru');
    // 2,000 hotels in the catalogue; the few with no room type left on a night of this stay are left out.
    expect(answer.hotels.length).toBeGreaterThan(1_950);
    expect(answer.hotels.length).toBeLessThanOrEqual(2_000);
    expect(answer).toMatchObject({ nights: 2, pricedon: '2026-03-01' });
    for (const hotel of answer.hotels) {
      expect(hotel.cheapest.refundable).toBe(false);
      expect(hotel.cheapestrefundable.refundable).toBe(true);
      const { base, tax, total } = hotel.cheapest.total;
      expect(parseMinorUnits(base) + parseMinorUnits(tax)).toBe(parseMinorUnits(total));
      expect(parseMinorUnits(hotel.cheapest.total.total)).toBeLessThan(parseMinorUnits(hotel.cheapestrefundable.total.total));
    }
    const first = answer.hotels[0]!;
    expect(first).toMatchObject({ hotelcode: 'in-bengaluru-0001', photo: { url: `/api/hotel-photos/${first.photo!.photoid}.svg` } });
    expect(first.cheapest.policy).toEqual(expect.objectContaining({ inpolicy: expect.any(Boolean) }));
  });

  it("judges each rate by the traveller's hotel policy (Acme's: at most 4 stars, ₹7,000 a night at home)", async () => {
    const { hotels } = await searchOk(t, traveller, 'in-bengaluru');
    const fiveStar = hotels.find((h) => h.stars === 5)!;
    expect(fiveStar.cheapest.policy).toMatchObject({ inpolicy: false, needsapproval: true });
    expect(fiveStar.cheapest.policy!.reasons).toContain('5-star hotels are above the 4-star limit');
    const modest = hotels.find((h) => h.stars <= 3 && parseMinorUnits(h.cheapest.nightly.base) <= 700_000n)!;
    expect(modest.cheapest.policy).toEqual({ inpolicy: true, reasons: [], needsapproval: false });
  });

  it('measures the distance from the place searched', async () => {
    const city = await searchOk(t, traveller, 'in-pune');
    const hinjewadi = await searchOk(t, traveller, 'in-pune.hinjewadi');
    const riseIn = (hotels: typeof city.hotels) => hotels.find((h) => h.hotelcode === 'in-pune-0001')!;
    expect(riseIn(hinjewadi.hotels).distancekm).toBeLessThan(riseIn(city.hotels).distancekm);
  });

  it("answers a search repeated after another place's and another company's as it answered it first", async () => {
    const first = await searchOk(t, traveller, 'in-pune');
    await searchOk(t, traveller, 'in-pune.hinjewadi');
    // Globex's policy has no star limit: its verdicts on the same rates are its own.
    const globex = await searchOk(t, await t.token('traveller@globex.test'), 'in-pune');
    const fiveStar = (hotels: typeof first.hotels) => hotels.find((h) => h.stars === 5)!;
    expect(fiveStar(first.hotels).cheapest.policy!.reasons).toContain('5-star hotels are above the 4-star limit');
    expect(fiveStar(globex.hotels).cheapest.policy!.reasons).not.toContain('5-star hotels are above the 4-star limit');
    const again = await searchOk(t, traveller, 'in-pune');
    expect(again.hotels).toEqual(first.hotels);
  });

  it('answers the same search again by its id, and refuses it to a colleague and another company alike', async () => {
    const first = await searchOk(t, traveller, 'in-pune');
    t.clock.advance(2 * 86_400_000);
    try {
      // Two days on (a new session, the old one has lapsed), the search is still priced on its own day.
      const later = await t.token('traveller@acme.test');
      const again = await call(t, later, 'gethotelsearch', { searchid: first.searchid });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
    for (const other of ['manager@acme.test', 'traveller@globex.test']) {
      const response = await call(t, await t.token(other), 'gethotelsearch', { searchid: first.searchid });
      expect(response.statusCode, other).toBe(403);
      expect(response.json().ResponseStatus.message).toBe('searchid: search not found');
    }
    expect((await call(t, traveller, 'gethotelsearch', { searchid: 'HSnope' })).statusCode).toBe(403);
  });

  it.each([
    ['a past check-in', { checkin: '2026-02-27' }, 'checkin: must not be in the past'],
    ['31 nights', { checkout: '2026-04-16' }, 'checkout: at most 30 nights'],
    ['5 adults in a room', { rooms: [{ adults: 5, childages: [] }] }, 'rooms[0].adults: must be 1 to 4'],
    ['a check-out before check-in', { checkout: '2026-03-15' }, 'checkout: must be after checkin'],
    ['an unknown place', { placeid: 'xx-nowhere' }, 'placeid: not a city or place we sell hotels in'],
    ['a malformed date', { checkin: '16/03/2026' }, 'checkin must be a date (YYYY-MM-DD)'],
    ['no rooms', { rooms: [] }, 'rooms needs at least one room'],
  ])('refuses %s naming the field', async (_label, overrides, message) => {
    const response = await call(t, traveller, 'searchhotels', stay('in-bengaluru', overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toContain(message);
  });

  it('answers 502 with a clear message when the supplier is down (Visakhapatnam)', async () => {
    const response = await call(t, traveller, 'searchhotels', stay('in-visakhapatnam'));
    expect(response.statusCode).toBe(502);
    expect(response.json().ResponseStatus.message).toBe(
      'The hotel supplier is not answering right now. Please try again later.',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, null, 'searchhotels', stay('in-pune'))).statusCode).toBe(401);
    expect((await call(t, null, 'searchhotelplaces', { text: 'pune' })).statusCode).toBe(401);
  });

  it('lets every booking role search', async () => {
    const tokens = await tokensForEveryRole(t);
    for (const role of ROLES) {
      const response = await call(t, tokens.get(role)!, 'searchhotelplaces', { text: 'pune' });
      expect(response.statusCode, role).toBe(200);
    }
  });
});
