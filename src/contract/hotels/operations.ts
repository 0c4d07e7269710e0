import { hotelBookingOperations } from './booking';
import { getHotelDetails } from './details';
import { recheckHotelRate } from './recheck';
import { getHotelSearch, searchHotelPlaces, searchHotels } from './search';

export * from './details';
export * from './recheck';
export * from './search';
export * from './search-shapes';

/* TG-HOTEL: search, a hotel's details and the recheck before booking (docs/features/hotels.md). */
export const hotelSearchOperations = { searchHotelPlaces, searchHotels, getHotelSearch, getHotelDetails, recheckHotelRate, ...hotelBookingOperations };
