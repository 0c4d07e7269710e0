/* The TG-HOTEL calls of the hotel screens (docs/features/hotels.md "Operations"). */
import { api } from '../../api';
import { getHotelDetails } from '../../contract/hotels/details';
import { getHotelSearch, searchHotelPlaces, searchHotels, type HotelSearchAnswer } from '../../contract/hotels/search';
import type { HotelPlaceWire } from '../../contract/hotels/search-shapes';
import type { HotelSearchQuery } from './search/hotel-query';

/** searchhotelplaces: cities, airports and popular places whose words start with those typed. */
export async function findHotelPlaces(text: string): Promise<HotelPlaceWire[]> {
  const body = await api.callOperation(searchHotelPlaces, { text });
  return body.places;
}

/** searchhotels: every hotel of the place's city with a room for the stay; the answer's searchid reads it again. */
export function runHotelSearch(query: HotelSearchQuery): Promise<HotelSearchAnswer> {
  return api.callOperation(searchHotels, query);
}

/** gethotelsearch: the caller's own search answered again (a reload of a results URL). */
export function readHotelSearch(searchid: string): Promise<HotelSearchAnswer> {
  return api.callOperation(getHotelSearch, { searchid });
}

export type HotelDetailsAnswer = Awaited<ReturnType<typeof fetchHotelDetails>>;

/** gethoteldetails: one hotel of the search, its content and every rate for the stay. */
export function fetchHotelDetails(searchid: string, hotelcode: string) {
  return api.callOperation(getHotelDetails, { searchid, hotelcode });
}
