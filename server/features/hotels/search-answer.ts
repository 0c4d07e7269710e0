import type { HotelSearchAnswer } from '../../../src/contract/hotels/search';
import type { HotelResult } from '../../../src/contract/hotels/search-shapes';
import { daysBetween } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { hotelPhotoUrl } from './photos-url';
import { callerHotelPolicy } from './search-policy';
import { rateSummary } from './search-rates';
import type { RunSearch, StoredHotelSearch } from './search-store';
import type { HotelOffer } from './supplier';

/*
 * A search's answer (searchhotels and gethotelsearch alike): every hotel with a room, its first
 * photo, its cheapest and cheapest refundable rates, each judged by the caller's hotel policy.
 */

export async function hotelSearchAnswer(
  ctx: HandlerContext,
  row: StoredHotelSearch,
  { place, result }: RunSearch,
): Promise<HotelSearchAnswer> {
  const judge = await callerHotelPolicy(ctx, row.pricedOn);
  const hotelOf = ({ hotel, distancekm, cheapest, cheapestrefundable }: HotelOffer): HotelResult => {
    const first = hotel.photos[0];
    const rates = [cheapest, cheapestrefundable].map((rate) => {
      const summary = rateSummary(rate);
      return { ...summary, policy: judge(hotel, summary) };
    });
    return {
      hotelcode: hotel.hotelcode,
      name: hotel.name,
      stars: hotel.stars,
      chain: hotel.chain,
      address: hotel.address,
      area: hotel.area,
      lat: hotel.lat,
      lon: hotel.lon,
      distancekm,
      amenities: hotel.amenities,
      rating: hotel.rating,
      reviewcount: hotel.reviewcount,
      photo: first ? { photoid: first.id, kind: first.kind, url: hotelPhotoUrl(first.id) } : null,
      cheapest: rates[0]!,
      cheapestrefundable: rates[1]!,
    };
  };
  const { query } = row;
  return {
    ResponseStatus: { status: 'OK' },
    searchid: row.searchId,
    place: {
      placetype: place.placetype,
      baseid: place.baseid,
      placename: place.placename,
      country: place.country,
      city: place.city,
      lat: place.lat,
      lon: place.lon,
    },
    checkin: query.checkin,
    checkout: query.checkout,
    nights: daysBetween(query.checkin, query.checkout),
    rooms: query.rooms,
    pricedon: row.pricedOn,
    hotels: result.hotels.map(hotelOf),
  };
}
