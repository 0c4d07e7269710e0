import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { HotelPlaceSchema, HotelResultSchema, HotelRoomGuestsSchema, hotelSearchFields } from './search-shapes';

/*
 * TG-HOTEL searches (docs/features/hotels.md, docs/operations.md). The opid follows the product's
 * other opids; the action names are ours. Every booking role may search, as with flights and
 * insurance.
 */

const searchId = v.pipe(v.string('searchid is required'), v.trim(), v.nonEmpty('searchid is required'), v.maxLength(64, 'searchid is too long'));

/** searchhotelplaces: cities, airports and popular places matching the text typed (our name). */
export const searchHotelPlaces = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'searchhotelplaces',
  request: v.object({
    text: v.pipe(
      v.string('text is required'),
      v.trim(),
      v.minLength(2, 'text: type at least 2 letters'),
      v.maxLength(80, 'text is too long'),
    ),
  }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, places: v.array(HotelPlaceSchema) }),
  roles: 'any',
  mutates: false,
});

/** The answer of a search, the same from searchhotels and gethotelsearch. */
export const HotelSearchAnswerSchema = v.object({
  ResponseStatus: ResponseStatusSchema,
  searchid: v.string(),
  place: HotelPlaceSchema,
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  rooms: v.array(HotelRoomGuestsSchema),
  /** The day the rates were priced on (India's calendar day when searched). */
  pricedon: v.string(),
  /** In the supplier's order (by hotel code); sorting and filtering are the client's. */
  hotels: v.array(HotelResultSchema),
});
export type HotelSearchAnswer = v.InferOutput<typeof HotelSearchAnswerSchema>;

/** searchhotels: every hotel of the place's city with a room for the stay, stored for reading again (our name). */
export const searchHotels = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'searchhotels',
  request: v.object(hotelSearchFields),
  response: HotelSearchAnswerSchema,
  roles: 'any',
  /*
   * A read: the row it stores is the query, kept so gethotelsearch can answer it again, not a
   * change of anything the traveller owns. A replay makes another equal search, which is harmless,
   * whereas keeping the 2 MB answer of a wide search as an idempotency record doubled its time
   * (npm run bench:hotel-search).
   */
  mutates: false,
  /* A 2.5 MB answer built by our own code: checking it cost more than building it (operation.ts). */
  checkAnswerInTestsOnly: true,
});

/** gethotelsearch: the caller's own search answered again, for a reload or the offline cache (our name). */
export const getHotelSearch = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'gethotelsearch',
  request: v.object({ searchid: searchId }),
  response: HotelSearchAnswerSchema,
  roles: 'any',
  mutates: false,
  checkAnswerInTestsOnly: true,
});

export { searchId as HotelSearchIdSchema };
