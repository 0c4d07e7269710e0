import { describe, expect, it } from 'vitest';
import type { HotelRateSummary, HotelResult } from '../contract/hotels/search-shapes';
import {
  filterAndSortHotels,
  hotelFacets,
  indexHotels,
  NO_HOTEL_FILTERS,
  type HotelFilters,
  type HotelSortKey,
} from './hotel-filters';

const amounts = (total: string) => ({ base: total, tax: '0.00', total });
function rate(nightly: string, refundable: boolean, inpolicy?: boolean): HotelRateSummary {
  return {
    ratekey: `K-${nightly}-${refundable ? 'R' : 'N'}`,
    roomtype: 'standard',
    roomname: 'Standard room',
    board: 'RO',
    boardname: 'Room only',
    refundable,
    nightly: amounts(nightly),
    total: amounts((Number(nightly) * 2).toFixed(2)),
    policy:
      inpolicy === undefined
        ? undefined
        : { inpolicy, reasons: inpolicy ? [] : ['Above the nightly limit'], needsapproval: !inpolicy },
  };
}
interface HotelSpec {
  code: string;
  stars: number;
  km: number;
  rating: number;
  price: string;
  refundablePrice: string;
  amenities?: string[];
  inpolicy?: [boolean, boolean];
}
function hotel(s: HotelSpec): HotelResult {
  return {
    hotelcode: s.code,
    name: `Hotel ${s.code}`,
    stars: s.stars,
    chain: null,
    address: '1 Main Road',
    area: 'Centre',
    lat: 12.9,
    lon: 77.6,
    distancekm: s.km,
    amenities: s.amenities ?? ['wifi'],
    rating: s.rating,
    reviewcount: 100,
    photo: null,
    cheapest: rate(s.price, false, s.inpolicy?.[0]),
    cheapestrefundable: rate(s.refundablePrice, true, s.inpolicy?.[1]),
  };
}

const hotels = [
  hotel({
    code: 'a',
    stars: 3,
    km: 1.2,
    rating: 4.1,
    price: '3000.00',
    refundablePrice: '3400.00',
    amenities: ['wifi', 'pool'],
  }),
  hotel({
    code: 'b',
    stars: 5,
    km: 4.0,
    rating: 4.8,
    price: '12000.00',
    refundablePrice: '13600.00',
    amenities: ['wifi', 'pool', 'spa'],
    inpolicy: [false, false],
  }),
  hotel({
    code: 'c',
    stars: 4,
    km: 0.4,
    rating: 3.9,
    price: '6000.00',
    refundablePrice: '6800.00',
    amenities: ['wifi', 'gym'],
    inpolicy: [true, false],
  }),
  hotel({ code: 'd', stars: 2, km: 7.5, rating: 3.0, price: '1800.00', refundablePrice: '2050.00' }),
];
const indexed = indexHotels(hotels);
const codes = (filters: Partial<HotelFilters>, sort: HotelSortKey = 'pricelow') =>
  filterAndSortHotels(indexed, { ...NO_HOTEL_FILTERS, ...filters }, sort).map((s) => s.hotel.hotelcode);

describe('hotel result filters', () => {
  it('sorts by price both ways, stars, distance and rating', () => {
    expect(codes({})).toEqual(['d', 'a', 'c', 'b']);
    expect(codes({}, 'pricehigh')).toEqual(['b', 'c', 'a', 'd']);
    expect(codes({}, 'stars')).toEqual(['b', 'c', 'a', 'd']);
    expect(codes({}, 'distance')).toEqual(['c', 'a', 'b', 'd']);
    expect(codes({}, 'rating')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('recommends in-policy hotels first, then a good rating near the place for a fair price', () => {
    // b is rated best but out of policy; a (4.1, 1.2 km, cheap) beats c (3.9, 0.4 km, dearer).
    expect(codes({}, 'recommended')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('filters by stars, distance, every amenity asked, and nightly price', () => {
    expect(codes({ stars: [4, 5] })).toEqual(['c', 'b']);
    expect(codes({ maxDistanceKm: 1.2 })).toEqual(['a', 'c']);
    expect(codes({ amenities: ['pool'] })).toEqual(['a', 'b']);
    expect(codes({ amenities: ['pool', 'spa'] })).toEqual(['b']);
    // d's cheapest (₹1,800) is below the range, its refundable rate (₹2,050) inside it.
    expect(codes({ minPaise: 2_000_00n, maxPaise: 6_000_00n })).toEqual(['d', 'a', 'c']);
  });

  it('shows the cheapest rate that fits: refundable-only and in-policy-only reach other rates', () => {
    const refundable = filterAndSortHotels(indexed, { ...NO_HOTEL_FILTERS, refundableOnly: true }, 'pricelow');
    expect(refundable.map((s) => [s.hotel.hotelcode, s.rate.nightly.total])).toEqual([
      ['d', '2050.00'],
      ['a', '3400.00'],
      ['c', '6800.00'],
      ['b', '13600.00'],
    ]);
    expect(refundable.every((s) => s.refundable)).toBe(true);
    // c's refundable rate is out of policy: in policy and refundable leaves it out; b is never in policy.
    expect(codes({ inPolicyOnly: true })).toEqual(['d', 'a', 'c']);
    expect(codes({ inPolicyOnly: true, refundableOnly: true })).toEqual(['d', 'a']);
    // A price range can skip a hotel's cheapest rate for its refundable one.
    const dearer = filterAndSortHotels(
      indexed,
      { ...NO_HOTEL_FILTERS, minPaise: 2_000_00n, maxPaise: 2_100_00n },
      'pricelow',
    );
    expect(dearer.map((s) => [s.hotel.hotelcode, s.rate.refundable, s.totalPaise])).toEqual([['d', true, 4_100_00n]]);
  });

  it('counts each choice given the other filters', () => {
    const facets = hotelFacets(indexed, NO_HOTEL_FILTERS);
    expect(facets.stars).toEqual([5, 4, 3, 2].map((stars) => ({ stars, count: 1 })));
    expect(facets.amenities).toEqual([
      { code: 'gym', count: 1 },
      { code: 'pool', count: 2 },
      { code: 'spa', count: 1 },
      { code: 'wifi', count: 4 },
    ]);
    expect([facets.refundable, facets.inPolicy]).toEqual([4, 3]);
    expect([facets.minPaise, facets.maxPaise, facets.maxDistanceKm]).toEqual([1_800_00n, 13_600_00n, 7.5]);
    // With 4 stars and up chosen: the star counts ignore the star filter, the others respect it.
    const upscale = hotelFacets(indexed, { ...NO_HOTEL_FILTERS, stars: [4, 5] });
    expect(upscale.stars.map((s) => s.count)).toEqual([1, 1, 1, 1]);
    expect(upscale.amenities.find((a) => a.code === 'pool')).toEqual({ code: 'pool', count: 1 });
    expect(upscale.amenities.find((a) => a.code === 'wifi')).toEqual({ code: 'wifi', count: 2 });
    expect(upscale.inPolicy).toBe(1);
  });

  it('filters and sorts 2,000 hotels without re-reading them', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      hotel({
        code: String(i).padStart(4, '0'),
        stars: (i % 5) + 1,
        km: (i % 90) / 10,
        rating: 2.5 + (i % 25) / 10,
        price: `${2000 + (i % 700) * 10}.00`,
        refundablePrice: `${2300 + (i % 700) * 10}.00`,
        amenities: i % 2 ? ['wifi', 'pool'] : ['wifi'],
      }),
    );
    const all = indexHotels(many);
    const shown = filterAndSortHotels(
      all,
      { ...NO_HOTEL_FILTERS, stars: [4, 5], amenities: ['pool'], refundableOnly: true },
      'distance',
    );
    expect(shown.length).toBe(many.filter((_, i) => i % 5 >= 3 && i % 2 === 1).length);
    expect(shown.every((s, i) => i === 0 || shown[i - 1]!.hotel.distancekm <= s.hotel.distancekm)).toBe(true);
  });
});
