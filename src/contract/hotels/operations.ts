import { getHotelApprovalRequest } from './approval-request';
import { hotelBookingOperations } from './booking';
import { hotelChangeOperations } from './change';
import { getHotelDetails } from './details';
import { recheckHotelRate } from './recheck';
import { getHotelSearch, searchHotelPlaces, searchHotels } from './search';
import { hotelTripOperations } from './trip';

export * from './details';
export * from './recheck';
export * from './search';
export * from './search-shapes';

/* TG-HOTEL: search, a hotel's details, the recheck, booking, approval, trips and date changes (docs/features/hotels.md). */
export const hotelSearchOperations = {
  searchHotelPlaces,
  searchHotels,
  getHotelSearch,
  getHotelDetails,
  recheckHotelRate,
  ...hotelBookingOperations,
  ...hotelTripOperations,
  getHotelApprovalRequest,
  ...hotelChangeOperations,
};
