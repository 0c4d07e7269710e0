import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { HotelSearchIdSchema } from './search';
import { HotelAmountsSchema, HotelPhotoSchema, HotelPolicyVerdictSchema } from './search-shapes';

/*
 * TG-HOTEL gethoteldetails (our name; docs/features/hotels.md): one hotel of the caller's search,
 * its content and every rate it has for the search's stay, priced on the search's day.
 */

export const HotelContentSchema = v.object({
  hotelcode: v.string(),
  name: v.string(),
  stars: v.number(),
  chain: v.nullable(v.string()),
  address: v.string(),
  area: v.string(),
  city: v.string(),
  country: v.string(),
  countrycode: v.string(),
  lat: v.number(),
  lon: v.number(),
  /** Great-circle km from the place searched, to 0.1 km. */
  distancekm: v.number(),
  amenities: v.array(v.object({ code: v.string(), label: v.string() })),
  photos: v.array(HotelPhotoSchema),
  description: v.string(),
  /** The hotel's local wall-clock 'HH:mm'. */
  checkintime: v.string(),
  checkouttime: v.string(),
  rating: v.number(),
  reviewcount: v.number(),
});

export const HotelRateDetailSchema = v.object({
  ratekey: v.string(),
  roomtype: v.string(),
  roomname: v.string(),
  board: v.string(),
  boardname: v.string(),
  refundable: v.boolean(),
  /** One line per penalty tier, as a traveller reads them. */
  cancellation: v.array(v.string()),
  /** One room for one night, averaged over the stay (half up to the paisa); GST included in total. */
  nightly: HotelAmountsSchema,
  total: HotelAmountsSchema,
  policy: v.optional(HotelPolicyVerdictSchema),
});
export type HotelRateDetail = v.InferOutput<typeof HotelRateDetailSchema>;

export const getHotelDetails = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'gethoteldetails',
  request: v.object({
    searchid: HotelSearchIdSchema,
    hotelcode: v.pipe(v.string('hotelcode is required'), v.trim(), v.nonEmpty('hotelcode is required'), v.maxLength(80, 'hotelcode is too long')),
  }),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    searchid: v.string(),
    hotel: HotelContentSchema,
    /** Per room type, room only then breakfast, non-refundable first; [] when the hotel has no room. */
    rates: v.array(HotelRateDetailSchema),
  }),
  roles: 'any',
  mutates: false,
});
