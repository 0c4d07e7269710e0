import type { HotelSearchAnswer } from '../../contract/hotels/search';
import type { HotelPlaceWire, HotelRateSummary, HotelResult } from '../../contract/hotels/search-shapes';

/** Test data of the hotel screens' tests (only *.test.tsx import it). */

export const WHITEFIELD: HotelPlaceWire = {
  placetype: 'landmark',
  baseid: 'in-bengaluru.whitefield',
  placename: 'Whitefield, Bengaluru, India',
  country: 'India',
  city: 'Bengaluru',
  lat: 12.9698,
  lon: 77.75,
};

const amounts = (total: number) => ({ base: total.toFixed(2), tax: '0.00', total: total.toFixed(2) });

function rate(code: string, nightly: number, refundable: boolean, inpolicy: boolean): HotelRateSummary {
  return {
    ratekey: `K~${code}~${refundable ? 'R' : 'N'}`,
    roomtype: 'standard',
    roomname: 'Standard room',
    board: 'RO',
    boardname: 'Room only',
    refundable,
    nightly: amounts(nightly),
    total: amounts(nightly * 2),
    policy: { inpolicy, reasons: inpolicy ? [] : ['Above the nightly limit of ₹8,000'], needsapproval: !inpolicy },
  };
}

/** Hotel i of a city: stars 1–5 in turn, prices rising with i, every third one out of policy. */
export function hotelAt(i: number): HotelResult {
  const code = `in-bengaluru-${String(i + 1).padStart(4, '0')}`;
  const price = 2000 + i * 10;
  return {
    hotelcode: code,
    name: `Test Hotel ${i + 1}`,
    stars: (i % 5) + 1,
    chain: null,
    address: `${i + 1} ITPL Main Road, Whitefield, Bengaluru`,
    area: 'Whitefield',
    lat: WHITEFIELD.lat + ((i % 40) - 20) * 0.001,
    lon: WHITEFIELD.lon + ((Math.floor(i / 40) % 40) - 20) * 0.001,
    distancekm: (i % 50) / 10,
    amenities: i % 2 ? ['wifi', 'pool'] : ['wifi'],
    rating: 3 + (i % 20) / 10,
    reviewcount: 100 + i,
    photo: { photoid: `${code}-p1`, kind: 'exterior', url: `/api/hotel-photos/${code}-p1.svg` },
    cheapest: rate(code, price, false, i % 3 !== 0),
    cheapestrefundable: rate(code, price * 1.12, true, i % 3 !== 0),
  };
}

export function searchAnswer(count: number, searchid = 'S1'): HotelSearchAnswer {
  return {
    ResponseStatus: { status: 'OK' },
    searchid,
    place: WHITEFIELD,
    checkin: '2099-12-14',
    checkout: '2099-12-16',
    nights: 2,
    rooms: [{ adults: 2, childages: [] }],
    pricedon: '2099-12-01',
    hotels: Array.from({ length: count }, (_, i) => hotelAt(i)),
  };
}
