import type { HotelSearchAnswer } from '../../../src/contract/hotels/search';
import type { HotelPolicyVerdictWire, HotelRateSummary, HotelResult } from '../../../src/contract/hotels/search-shapes';
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

type Verdicts = readonly [HotelPolicyVerdictWire, HotelPolicyVerdictWire];

// Written out rather than spread: thousands of rates, and V8 spreads them slowly (rates.ts).
function judged(rate: HotelRate, policy: HotelPolicyVerdictWire): HotelRateSummary {
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
    policy,
  };
}

const resultOf = ({ hotel, distancekm, cheapest, cheapestrefundable }: HotelOffer, verdicts: Verdicts): HotelResult => ({
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
  cheapest: judged(cheapest, verdicts[0]),
  cheapestrefundable: judged(cheapestrefundable, verdicts[1]),
});

/**
 * A hotel's result as last answered, by its cheapest rate (the supplier keeps a search's rates a
 * while: search-memo.ts). A search repeated from the same place under the same policy gets the
 * same verdict objects (search-policy.ts), so it reuses the results rather than building 2,000
 * again. Answers share them: they are serialised, never changed.
 */
const answered = new WeakMap<HotelRate, { distancekm: number; verdicts: Verdicts; result: HotelResult }>();

export async function hotelSearchAnswer(
  ctx: HandlerContext,
  row: StoredHotelSearch,
  { place, result }: RunSearch,
): Promise<HotelSearchAnswer> {
  const judge = await callerHotelPolicy(ctx, row.pricedOn);
  const hotelOf = (offer: HotelOffer): HotelResult => {
    const verdicts: Verdicts = [
      judge(offer.hotel, rateSummary(offer.cheapest)),
      judge(offer.hotel, rateSummary(offer.cheapestrefundable)),
    ];
    const last = answered.get(offer.cheapest);
    if (last?.distancekm === offer.distancekm && last.verdicts[0] === verdicts[0] && last.verdicts[1] === verdicts[1]) {
      return last.result;
    }
    const fresh = resultOf(offer, verdicts);
    answered.set(offer.cheapest, { distancekm: offer.distancekm, verdicts, result: fresh });
    return fresh;
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
