import type { Amenity } from './amenities';
import type { PhotoKind } from './catalogue-words';

/*
 * A hotel's content, as a content API answers it (docs/sandbox-hotels.md "Catalogue"): fixed by its
 * code, separate from availability and prices (availability.ts). Codes are '<city baseid>-<NNNN>',
 * e.g. 'in-bengaluru-0042', numbered from 0001 in each city.
 */

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface HotelPhoto {
  /** '<hotelcode>-p<n>': what a later route renders a placeholder for. */
  id: string;
  kind: PhotoKind;
  /** '#rrggbb': the placeholder's colour. */
  colour: string;
  /** Seeds the placeholder's pattern, so the same photo always looks the same. */
  seed: number;
}

export interface Hotel {
  hotelcode: string;
  cityid: string;
  name: string;
  stars: Stars;
  /** The hotel group, when it belongs to one. */
  chain: string | null;
  address: string;
  /** The area the hotel is in (a popular place's name, or a district of the city). */
  area: string;
  city: string;
  country: string;
  countrycode: string;
  lat: number;
  lon: number;
  /** The place (places.ts baseid) the hotel clusters around: the city itself, an airport or a popular place. */
  placeid: string;
  amenities: Amenity[];
  photos: HotelPhoto[];
  /** Local wall-clock 'HH:mm'. */
  checkintime: string;
  checkouttime: string;
  description: string;
  /** Guest rating out of 5, one decimal. */
  rating: number;
  reviewcount: number;
}

const CODE = /^([a-z]{2}-[a-z0-9-]+)-(\d{4})$/;

export const hotelCode = (cityid: string, n: number): string => `${cityid}-${String(n).padStart(4, '0')}`;

/** The city and number of a hotel code, or null when it cannot be one. */
export function parseHotelCode(code: string): { cityid: string; n: number } | null {
  const m = CODE.exec(code);
  return m ? { cityid: m[1]!, n: Number(m[2]) } : null;
}
