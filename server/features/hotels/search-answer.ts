import type { HotelSearchAnswer } from '../../../src/contract/hotels/search';
import type { HotelRateSummary, HotelResult } from '../../../src/contract/hotels/search-shapes';
import { daysBetween } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { hotelPhotoUrl } from './photos-url';
import { callerHotelPolicy } from './search-policy';
import { rateSummary } from './search-rates';
import type { RunSearch, StoredHotelSearch } from './search-store';
import type { Hotel, HotelOffer, HotelRate } from './supplier';

/*
 * A search's answer (searchhotels and gethotelsearch alike): every hotel with a room, its first
 * photo, its cheapest and cheapest refundable rates, each judged by the caller's hotel policy.
 */

/** A hotel's first photo on the wire: content, the same for every search, so worked out once a hotel. */
const firstPhotos = new WeakMap<Hotel, HotelResult['photo']>();
function firstPhoto(hotel: Hotel): HotelResult['photo'] {
  let photo = firstPhotos.get(hotel);
  if (photo === undefined) {
    const first = hotel.photos[0];
    photo = first ? { photoid: first.id, kind: first.kind, url: hotelPhotoUrl(first.id) } : null;
    firstPhotos.set(hotel, photo);
  }
  return photo;
}

export async function hotelSearchAnswer(
  ctx: HandlerContext,
  row: StoredHotelSearch,
  { place, result }: RunSearch,
): Promise<HotelSearchAnswer> {
  const judge = await callerHotelPolicy(ctx, row.pricedOn);
  // Written out rather than spread: thousands of rates, and V8 spreads them slowly (rates.ts).
  const judged = (hotel: Hotel, rate: HotelRate): HotelRateSummary => {
    const s = rateSummary(rate);
    return {
      ratekey: s.ratekey,
      roomtype: s.roomtype,
      roomname: s.roomname,
      board: s.board,
      boardname: s.boardname,
      refundable: s.refundable,
      nightly: s.nightly,
      total: s.total,
      policy: judge(hotel, s),
    };
  };
  const hotelOf = ({ hotel, distancekm, cheapest, cheapestrefundable }: HotelOffer): HotelResult => ({
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
    photo: firstPhoto(hotel),
    cheapest: judged(hotel, cheapest),
    cheapestrefundable: judged(hotel, cheapestrefundable),
  });
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
