import type { HotelRateDetail } from '../../../src/contract/hotels/details';
import { distanceKm, roundKm } from '../../../src/domain/geo';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { hotelPhotoUrl } from './photos-url';
import { accepted } from './search-refusal';
import { callerHotelPolicy } from './search-policy';
import { rateSummary } from './search-rates';
import { findOwnHotelSearch } from './search-store';
import { hotelSupplier } from './supplier';

/*
 * gethoteldetails (docs/features/hotels.md "Details"): one hotel of the caller's search, with its
 * content and every rate for the search's stay, priced on the search's day like the list was, so
 * the cheapest rate here is the one the list showed.
 */

export async function hotelDetails(ctx: HandlerContext, searchid: string, hotelcode: string) {
  const row = await findOwnHotelSearch(ctx, searchid);
  const supplier = hotelSupplier();
  const place = accepted(await supplier.search.start(ctx.tx, row.query));
  const content = accepted(supplier.content(hotelcode));
  if (content.cityid !== place.cityid) throw badRequest(`hotelcode: ${hotelcode} is not a hotel of this search`);
  const { hotel, rates } = accepted(supplier.rates(hotelcode, row.query, row.pricedOn));
  const judge = await callerHotelPolicy(ctx, row.pricedOn);
  const labels = supplier.amenityLabels;
  return {
    ResponseStatus: { status: 'OK' as const },
    searchid: row.searchId,
    hotel: {
      hotelcode: hotel.hotelcode,
      name: hotel.name,
      stars: hotel.stars,
      chain: hotel.chain,
      address: hotel.address,
      area: hotel.area,
      city: hotel.city,
      country: hotel.country,
      countrycode: hotel.countrycode,
      lat: hotel.lat,
      lon: hotel.lon,
      distancekm: roundKm(distanceKm(place, hotel)),
      amenities: hotel.amenities.map((code) => ({ code, label: labels[code] ?? code })),
      photos: hotel.photos.map((p) => ({ photoid: p.id, kind: p.kind, url: hotelPhotoUrl(p.id) })),
      description: hotel.description,
      checkintime: hotel.checkintime,
      checkouttime: hotel.checkouttime,
      rating: hotel.rating,
      reviewcount: hotel.reviewcount,
    },
    rates: rates.map((rate): HotelRateDetail => {
      const summary = rateSummary(rate);
      return { ...summary, cancellation: supplier.cancel.terms(rate), policy: judge(hotel, summary) };
    }),
  };
}
