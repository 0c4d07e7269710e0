import { distanceKm, roundKm } from '../../../src/domain/geo';
import { hotelByCode, hotelsOf } from './catalogue';
import { type SoldCity, soldCity } from './cities';
import type { Hotel } from './hotel';
import { type HotelPlace, placeById } from './places';
import { type StayCalendar, stayCalendar } from './pricing';
import { type HotelRate, availableRoomTypes, buildRate, ratesOf } from './rates';
import type { HotelierRefusal } from './refusal';
import { supplierIsDownIn } from './scenarios';
import { type PricedHotel, pricedHotelsOf } from './search-memo';
import { type Stay, checkStay } from './stay';

/*
 * Availability (docs/sandbox-hotels.md "Availability"), separate from content as real suppliers
 * keep it: a search answers, for the hotels of a place's city with a room for the stay, the
 * cheapest rate and the cheapest refundable one; a hotel's own rates answer every rate. Everything
 * is priced on `today` ('YYYY-MM-DD', the caller's day of pricing) and the same inputs answer the
 * same hotels and rates.
 */

export interface HotelSearch extends Stay {
  /** A city, airport or popular place (places.ts baseid): hotels of its city, with their distance from it. */
  placeid: string;
}

export interface HotelOffer {
  hotel: Hotel;
  /** Great-circle km from the place searched, to 0.1 km. */
  distancekm: number;
  /** The cheapest rate: the cheapest room type with room, room only, non-refundable. */
  cheapest: HotelRate;
  /** The cheapest refundable rate. */
  cheapestrefundable: HotelRate;
}

export interface HotelSearchResult {
  place: HotelPlace;
  /** In the catalogue's order (by hotel code); sorting is the caller's. */
  hotels: HotelOffer[];
}

export function searchHotels(search: HotelSearch, today: string): HotelSearchResult | HotelierRefusal {
  const place = placeById(search.placeid);
  if (!place) return { problem: 'placeid: not a city or place this supplier sells hotels in' };
  const refusal = checkStay(search, today);
  if (refusal) return refusal;
  if (supplierIsDownIn(place.cityid)) return { supplierDown: true };
  const city = soldCity(place.cityid)!;
  const calendar = stayCalendar(search, today);
  const priced = pricedHotelsOf(city.baseid, search, today, calendar.nights.length, () =>
    priceHotels(city, search, today, calendar),
  );
  // The distance is the place's: the same priced hotels serve every place of the city.
  const hotels = priced.map(({ hotel, cheapest, cheapestrefundable }) => ({
    hotel,
    distancekm: roundKm(distanceKm(place, hotel)),
    cheapest,
    cheapestrefundable,
  }));
  return { place, hotels };
}

/** The city's hotels with a room for the stay, each with its two rates from the cheapest room type. */
function priceHotels(city: SoldCity, search: Stay, today: string, calendar: StayCalendar): PricedHotel[] {
  // The rates are kept (search-memo.ts): they get a copy of the stay, not the caller's objects.
  const stay: Stay = {
    checkin: search.checkin,
    checkout: search.checkout,
    rooms: search.rooms.map((room) => ({ adults: room.adults, childages: [...room.childages] })),
  };
  const hotels: PricedHotel[] = [];
  for (const hotel of hotelsOf(city.baseid)) {
    const [cheapestType] = availableRoomTypes(hotel, stay, calendar);
    if (!cheapestType) continue;
    const pricing = { hotel, city, stay, pricedon: today, revision: 1, calendar };
    hotels.push({
      hotel,
      cheapest: buildRate(pricing, cheapestType, 'RO', false),
      cheapestrefundable: buildRate(pricing, cheapestType, 'RO', true),
    });
  }
  return hotels;
}

/** A hotel's content and every rate it has for the stay ([] when it has no room). */
export function hotelRates(
  hotelcode: string,
  stay: Stay,
  today: string,
): { hotel: Hotel; rates: HotelRate[] } | HotelierRefusal {
  const hotel = hotelByCode(hotelcode);
  if (!hotel) return { problem: 'hotelcode: not a hotel of this supplier' };
  const refusal = checkStay(stay, today);
  if (refusal) return refusal;
  if (supplierIsDownIn(hotel.cityid)) return { supplierDown: true };
  return { hotel, rates: ratesOf(hotel, stay, today) };
}

/** A hotel's content alone (the content API: no stay, no prices); a refusal for an unknown code. */
export function hotelContent(hotelcode: string): Hotel | HotelierRefusal {
  return hotelByCode(hotelcode) ?? { problem: 'hotelcode: not a hotel of this supplier' };
}
