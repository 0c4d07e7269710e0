import type { TestApp } from './helpers/test-app';

/* Calls and queries shared by the hotel search tests (the test clock's day is 2026-03-01 in India). */

export const call = (t: TestApp, token: string | null, action: string, fields: object) =>
  t.service(token, { opid: 'TG-HOTEL', action, ...fields });

export const stay = (placeid: string, overrides: object = {}) => ({
  placeid,
  checkin: '2026-03-16',
  checkout: '2026-03-18',
  rooms: [{ adults: 2, childages: [] }],
  ...overrides,
});

export interface HotelWire {
  hotelcode: string;
  name: string;
  stars: number;
  distancekm: number;
  photo: { photoid: string; url: string } | null;
  cheapest: RateWire;
  cheapestrefundable: RateWire;
}

export interface RateWire {
  ratekey: string;
  refundable: boolean;
  nightly: { base: string; tax: string; total: string };
  total: { base: string; tax: string; total: string };
  policy?: { inpolicy: boolean; reasons: string[] };
}

export async function searchOk(t: TestApp, token: string, placeid: string, overrides: object = {}) {
  const response = await call(t, token, 'searchhotels', stay(placeid, overrides));
  if (response.statusCode !== 200) throw new Error(`searchhotels ${placeid}: ${response.statusCode} ${response.body}`);
  return response.json() as { searchid: string; hotels: HotelWire[]; nights: number; pricedon: string };
}
