import { type AirportDetail, DEFAULT_AIRPORT_CODES } from '../contract/flights/airports';

/*
 * The spec's default airports (docs/product.md#constants-and-code-tables: AMD, BLR, MAA, HYD, CCU, BOM, DEL, PNQ) as the server answers
 * them (server/store/data/airports.ts), built into the app so a user without history sees them at
 * once, even offline on a first visit.
 */

const india = (code: string, name: string, location: string, lat: number, lng: number): AirportDetail => ({
  code,
  name,
  location,
  country: 'India',
  countrycode: 'IN',
  lat,
  lng,
});

const KNOWN: readonly AirportDetail[] = [
  india('AMD', 'Sardar Vallabhbhai Patel International Airport', 'Ahmedabad', 23.0772, 72.6347),
  india('BLR', 'Kempegowda International Airport', 'Bengaluru', 13.1986, 77.7066),
  india('MAA', 'Chennai International Airport', 'Chennai', 12.9941, 80.1709),
  india('HYD', 'Rajiv Gandhi International Airport', 'Hyderabad', 17.2403, 78.4294),
  india('CCU', 'Netaji Subhas Chandra Bose International Airport', 'Kolkata', 22.6547, 88.4467),
  india('BOM', 'Chhatrapati Shivaji Maharaj International Airport', 'Mumbai', 19.0896, 72.8656),
  india('DEL', 'Indira Gandhi International Airport', 'Delhi', 28.5562, 77.1),
  india('PNQ', 'Pune Airport', 'Pune', 18.5822, 73.9197),
];

/** The default airports in the spec's order. */
export const DEFAULT_AIRPORTS: readonly AirportDetail[] = DEFAULT_AIRPORT_CODES.map((code) => KNOWN.find((a) => a.code === code)!);
