import { describe, expect, it, vi } from 'vitest';
import { hotelRates, searchHotels } from '../../server/suppliers/hotelier/availability';
import { hotelsOf } from '../../server/suppliers/hotelier/catalogue';
import { roomsLeft } from '../../server/suppliers/hotelier/pricing';
import { decodeRateKey, rateKey } from '../../server/suppliers/hotelier/rate-key';
import type { HotelRate } from '../../server/suppliers/hotelier/rates';
import { quotedRate } from '../../server/suppliers/hotelier/recheck';
import { hash32 } from '../../server/suppliers/hotelier/seeded';
import { type Stay, nightsOf } from '../../server/suppliers/hotelier/stay';

const TODAY = '2026-11-29';
const stay: Stay = { checkin: '2026-12-10', checkout: '2026-12-13', rooms: [{ adults: 2, childages: [] }] };
const ratesOf = (hotelcode: string, s: Stay = stay): HotelRate[] => {
  const answer = hotelRates(hotelcode, s, TODAY);
  if (!('rates' in answer)) throw new Error(JSON.stringify(answer));
  return answer.rates;
};

describe('sandbox hotelier: availability (docs/sandbox-hotels.md "Availability")', () => {
  it('answers the same hotels and rates to the same query, also in a fresh process', async () => {
    const first = searchHotels({ placeid: 'in-bengaluru', ...stay }, TODAY);
    expect(searchHotels({ placeid: 'in-bengaluru', ...stay }, TODAY)).toEqual(first);
    vi.resetModules();
    const fresh = await import('../../server/suppliers/hotelier/availability');
    expect(fresh.searchHotels({ placeid: 'in-bengaluru', ...stay }, TODAY)).toEqual(first);
    if (!('hotels' in first)) throw new Error('no hotels');
    // Sold-out rooms are fixed by the seed: a few hotels have no room these nights, most do.
    expect(first.hotels.length).toBeGreaterThan(1800);
    expect(first.hotels.length).toBeLessThan(2000);
  });

  it('measures distance from the place searched', () => {
    const answer = searchHotels({ placeid: 'in-bengaluru.whitefield', ...stay }, TODAY);
    if (!('hotels' in answer)) throw new Error('no hotels');
    const near = answer.hotels.filter((o) => o.hotel.placeid === 'in-bengaluru.whitefield');
    expect(near.length).toBeGreaterThan(50);
    for (const o of near) expect(o.distancekm).toBeLessThanOrEqual(2.6);
  });

  it('sells room types by stars, boards RO and BB, refundable or 12 % cheaper non-refundable', () => {
    const five = hotelsOf('in-bengaluru').find((h) => h.stars === 5 && ratesOf(h.hotelcode).length === 16)!;
    const rates = ratesOf(five.hotelcode);
    expect(new Set(rates.map((r) => r.roomtype))).toEqual(new Set(['standard', 'deluxe', 'executive', 'suite']));
    const one = hotelsOf('in-bengaluru').find((h) => h.stars === 1 && ratesOf(h.hotelcode).length > 0)!;
    expect(new Set(ratesOf(one.hotelcode).map((r) => r.roomtype))).toEqual(new Set(['standard']));
    for (const type of ['standard', 'suite'] as const) {
      const of = (board: string, refundable: boolean) =>
        rates.find((r) => r.roomtype === type && r.board === board && r.refundable === refundable)!;
      const ratio = Number(of('RO', false).base) / Number(of('RO', true).base);
      expect(ratio).toBeGreaterThan(0.875);
      expect(ratio).toBeLessThan(0.885);
      expect(of('BB', true).base).toBeGreaterThan(of('RO', true).base);
    }
    for (const r of rates) {
      expect(r.nights.map((n) => n.night)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
      expect(r.base).toBe(r.nights.reduce((sum, n) => sum + n.rooms[0]!, 0n));
      expect(r.base % 100n).toBe(0n);
    }
  });

  it('offers only rooms that hold the guests and have enough rooms left every night', () => {
    const family: Stay = { ...stay, rooms: [{ adults: 3, childages: [4, 9] }] };
    const hotel = hotelsOf('in-bengaluru').find((h) => h.stars === 5 && ratesOf(h.hotelcode, family).length > 0)!;
    expect(new Set(ratesOf(hotel.hotelcode, family).map((r) => r.roomtype))).toEqual(new Set(['suite']));
    const nights = nightsOf(stay);
    for (const h of hotelsOf('in-bengaluru').slice(0, 300)) {
      const sold = new Set(ratesOf(h.hotelcode).map((r) => r.roomtype));
      const left = (type: 'standard') => nights.every((n) => roomsLeft(h, type, n) >= 1);
      expect(sold.has('standard'), h.hotelcode).toBe(left('standard'));
    }
  });

  it('prices weekends, days ahead and demand, never the same for every night', () => {
    const week: Stay = { checkin: '2026-12-14', checkout: '2026-12-21', rooms: [{ adults: 1, childages: [] }] };
    const hotel = hotelsOf('in-mumbai').find((h) => ratesOf(h.hotelcode, week).length > 0)!;
    const rate = ratesOf(hotel.hotelcode, week)[0]!;
    expect(new Set(rate.nights.map((n) => n.rooms[0])).size).toBeGreaterThan(3);
    const later = hotelRates(hotel.hotelcode, week, '2026-12-13');
    if (!('rates' in later)) throw new Error('no rates');
    expect(later.rates[0]!.base).toBeGreaterThan(rate.base);
  });

  it('refuses a bad stay or an unknown place, naming the field', () => {
    const refused = (s: Partial<Stay>) => searchHotels({ placeid: 'in-pune', ...stay, ...s }, TODAY);
    expect(refused({ checkin: '2026-11-28' })).toEqual({ problem: 'checkin: must not be in the past' });
    expect(refused({ checkin: '2026-02-30' })).toEqual({ problem: 'checkin: must be a date YYYY-MM-DD' });
    expect(refused({ checkout: '2026-12-10' })).toEqual({ problem: 'checkout: must be after checkin' });
    expect(refused({ checkout: '2027-01-10' })).toEqual({ problem: 'checkout: at most 30 nights' });
    expect(refused({ checkin: '2027-12-01', checkout: '2027-12-02' })).toEqual({
      problem: 'checkin: at most 365 days ahead',
    });
    expect(refused({ rooms: [] })).toEqual({ problem: 'rooms: 1 to 6 rooms' });
    expect(
      refused({
        rooms: [
          { adults: 2, childages: [] },
          { adults: 0, childages: [] },
        ],
      }),
    ).toEqual({ problem: 'rooms[1].adults: must be 1 to 4' });
    expect(refused({ rooms: [{ adults: 2, childages: [3, 18] }] })).toEqual({
      problem: "rooms[0].childages[1]: a child's age is 0 to 17",
    });
    expect(searchHotels({ placeid: 'in-atlantis', ...stay }, TODAY)).toEqual({
      problem: 'placeid: not a city or place this supplier sells hotels in',
    });
    expect(hotelRates('in-pune-9999', stay, TODAY)).toEqual({ problem: 'hotelcode: not a hotel of this supplier' });
  });
});

describe('sandbox hotelier: rate keys (docs/sandbox-hotels.md "Rate keys")', () => {
  const rate = ratesOf('in-bengaluru-0002', {
    ...stay,
    rooms: [
      { adults: 2, childages: [5, 9] },
      { adults: 1, childages: [] },
    ],
  }).at(-1)!;

  it('round-trips: a key decodes to its parts and prices again to the same rate', () => {
    const parts = decodeRateKey(rate.ratekey)!;
    expect(parts).toMatchObject({
      hotelcode: 'in-bengaluru-0002',
      checkin: '2026-12-10',
      pricedon: TODAY,
      revision: 1,
    });
    expect(parts.rooms).toEqual([
      { adults: 2, childages: [5, 9] },
      { adults: 1, childages: [] },
    ]);
    expect(rateKey(parts)).toBe(rate.ratekey);
    expect(quotedRate(rate.ratekey)).toEqual(rate);
    expect(rate.ratekey).toMatch(
      /^SBXH1~in-bengaluru-0002~\w+~BB~R~2026-12-10~2026-12-13~2-5-9_1~2026-11-29~1~[0-9a-z]+$/,
    );
  });

  it('refuses keys that were edited, damaged or never issued', () => {
    const NOT_A_KEY = { problem: 'ratekey: not a rate key of this supplier' };
    const parts = rate.ratekey.split('~');
    const edited = (i: number, value: string) => parts.map((p, j) => (j === i ? value : p)).join('~');
    // An edited field breaks the check word.
    expect(quotedRate(edited(4, 'N'))).toEqual(NOT_A_KEY);
    expect(quotedRate(edited(7, '4'))).toEqual(NOT_A_KEY);
    expect(quotedRate(rate.ratekey.slice(0, -1))).toEqual(NOT_A_KEY);
    expect(quotedRate('garbage')).toEqual(NOT_A_KEY);
    // Well formed, with a valid check word, yet not a rate the supplier sells.
    const resigned = (p: Parameters<typeof rateKey>[0]) => quotedRate(rateKey(p));
    const base = decodeRateKey(rate.ratekey)!;
    const oneStar = hotelsOf('in-bengaluru').find((h) => h.stars === 1)!;
    expect(resigned({ ...base, hotelcode: oneStar.hotelcode, roomtype: 'suite' })).toEqual(NOT_A_KEY);
    expect(resigned({ ...base, hotelcode: 'in-bengaluru-2001' })).toEqual(NOT_A_KEY);
    expect(resigned({ ...base, rooms: [{ adults: 9, childages: [] }] })).toEqual(NOT_A_KEY);
    expect(resigned({ ...base, revision: 2 })).toEqual(NOT_A_KEY);
    expect(decodeRateKey(`${parts.slice(0, 10).join('~')}~${hash32('x').toString(36)}`)).toBeNull();
  });
});
