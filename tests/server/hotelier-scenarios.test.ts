import { describe, expect, it } from 'vitest';
import { hotelRates, searchHotels } from '../../server/suppliers/hotelier/availability';
import { hotelsOf } from '../../server/suppliers/hotelier/catalogue';
import type { HotelRate } from '../../server/suppliers/hotelier/rates';
import { recheckRate } from '../../server/suppliers/hotelier/recheck';
import {
  PRICE_RISE_HOTEL,
  PRICE_RISE_PER_NIGHT_PAISE,
  SOLD_OUT_HOTEL,
  SUPPLIER_DOWN_CITY,
} from '../../server/suppliers/hotelier/scenarios';
import type { Stay } from '../../server/suppliers/hotelier/stay';

const TODAY = '2026-11-29';
const stay: Stay = {
  checkin: '2026-12-10',
  checkout: '2026-12-13',
  rooms: [
    { adults: 2, childages: [] },
    { adults: 1, childages: [] },
  ],
};
const firstRate = (hotelcode: string): HotelRate => {
  const answer = hotelRates(hotelcode, stay, TODAY);
  if (!('rates' in answer) || !answer.rates[0]) throw new Error(`${hotelcode} has no rate`);
  return answer.rates[0];
};

describe('sandbox hotelier: recheck and scenario hotels (docs/sandbox-hotels.md "Scenario hotels")', () => {
  it('an ordinary rate rechecked the same day keeps its price and key', () => {
    const rate = firstRate('in-bengaluru-0002');
    expect(recheckRate(rate.ratekey, TODAY)).toEqual({ status: 'unchanged', rate });
  });

  it('a rate rechecked on a later day is priced that day (a new key and version)', () => {
    const rate = firstRate('in-bengaluru-0002');
    const later = recheckRate(rate.ratekey, '2026-12-08');
    expect(later).toMatchObject({ status: 'pricechanged', previousbase: rate.base, rate: { pricedon: '2026-12-08' } });
  });

  it(`${PRICE_RISE_HOTEL}: every recheck of a searched rate costs ₹750 more per room per night, once`, () => {
    const search = searchHotels({ placeid: 'in-pune.hinjewadi', ...stay }, TODAY);
    if (!('hotels' in search)) throw new Error('no hotels');
    const offer = search.hotels.find((o) => o.hotel.hotelcode === PRICE_RISE_HOTEL)!;
    for (const rate of [offer.cheapest, offer.cheapestrefundable, firstRate(PRICE_RISE_HOTEL)]) {
      const answer = recheckRate(rate.ratekey, TODAY);
      if (!('status' in answer) || answer.status !== 'pricechanged') throw new Error(JSON.stringify(answer));
      expect(answer.previousbase).toBe(rate.base);
      // Two rooms, three nights.
      expect(answer.rate.base - rate.base).toBe(PRICE_RISE_PER_NIGHT_PAISE * 6n);
      expect(answer.rate.revision).toBe(2);
      // The new key is the supplier's current price: rechecking it holds.
      expect(recheckRate(answer.rate.ratekey, TODAY)).toEqual({ status: 'unchanged', rate: answer.rate });
    }
  });

  it(`${SOLD_OUT_HOTEL}: searches show rooms, every recheck answers sold out`, () => {
    const search = searchHotels({ placeid: 'in-mumbai', ...stay }, TODAY);
    if (!('hotels' in search)) throw new Error('no hotels');
    expect(search.hotels.some((o) => o.hotel.hotelcode === SOLD_OUT_HOTEL)).toBe(true);
    expect(recheckRate(firstRate(SOLD_OUT_HOTEL).ratekey, TODAY)).toEqual({ status: 'soldout' });
  });

  it(`${SUPPLIER_DOWN_CITY}: searching, reading and rechecking its hotels answer that the supplier is down`, () => {
    const place = `${SUPPLIER_DOWN_CITY}.airport-vtz`;
    expect(searchHotels({ placeid: SUPPLIER_DOWN_CITY, ...stay }, TODAY)).toEqual({ supplierDown: true });
    expect(searchHotels({ placeid: place, ...stay }, TODAY)).toEqual({ supplierDown: true });
    const hotel = hotelsOf(SUPPLIER_DOWN_CITY)[0]!;
    expect(hotelRates(hotel.hotelcode, stay, TODAY)).toEqual({ supplierDown: true });
  });

  it('refuses a recheck after check-in, naming the field', () => {
    const rate = firstRate('in-bengaluru-0002');
    expect(recheckRate(rate.ratekey, '2026-12-11')).toEqual({ problem: 'checkin: must not be in the past' });
    expect(recheckRate('SBXH1~nope', TODAY)).toEqual({ problem: 'ratekey: not a rate key of this supplier' });
  });
});
