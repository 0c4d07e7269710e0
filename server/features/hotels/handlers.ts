import { getHotelDetails, getHotelSearch, recheckHotelRate, searchHotelPlaces, searchHotels } from '../../../src/contract/hotels/operations';
import { defineHandler } from '../../dispatch/types';
import { hotelDetails } from './details';
import { findHotelPlaces } from './places';
import { recheckRate } from './recheck';
import { hotelSearchAnswer } from './search-answer';
import { findOwnHotelSearch, runHotelSearch, startHotelSearch } from './search-store';

/*
 * TG-HOTEL search, details and recheck (docs/features/hotels.md). The catalogue and rates are the
 * same for every company; a search is its maker's own, and the policy verdicts are the caller's.
 */
export const hotelSearchHandlers = [
  defineHandler(searchHotelPlaces)(async (_ctx, { text }) => ({
    ResponseStatus: { status: 'OK' as const },
    places: findHotelPlaces(text),
  })),

  defineHandler(searchHotels)(async (ctx, query) => {
    const { row, run } = await startHotelSearch(ctx, query);
    return hotelSearchAnswer(ctx, row, run);
  }),

  defineHandler(getHotelSearch)(async (ctx, { searchid }) => {
    const row = await findOwnHotelSearch(ctx, searchid);
    return hotelSearchAnswer(ctx, row, await runHotelSearch(ctx.tx, row.query, row.pricedOn));
  }),

  defineHandler(getHotelDetails)(async (ctx, { searchid, hotelcode }) => hotelDetails(ctx, searchid, hotelcode)),

  defineHandler(recheckHotelRate)(async (ctx, { ratekey }) => recheckRate(ctx, ratekey)),
];
