import * as v from 'valibot';

/*
 * The shapes of the hotel search (docs/features/hotels.md): the query a traveller asks, and the
 * hotels and rates answered. Amounts are decimal strings with two places, in INR
 * (src/domain/money.ts). A stay's limits (nights, rooms, guests, how far ahead) are the supplier's
 * and are refused by the server naming the field; the schema checks only the shape.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.regex(DAY, `${name} must be a date (YYYY-MM-DD)`));
const count = (name: string, max: number) =>
  v.pipe(
    v.number(`${name} must be a whole number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(0, `${name} must not be negative`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** One room's guests: adults, and one age per child. */
export const HotelRoomGuestsSchema = v.object({
  adults: count('adults', 99),
  childages: v.optional(v.pipe(v.array(count('childages', 99), 'childages must be a list of ages'), v.maxLength(10)), []),
});

export const hotelSearchFields = {
  /** A city or place baseid from searchhotelplaces ('in-bengaluru', 'in-bengaluru.whitefield'). */
  placeid: v.pipe(v.string('placeid is required'), v.trim(), v.nonEmpty('placeid is required'), v.maxLength(120, 'placeid is too long')),
  checkin: day('checkin'),
  checkout: day('checkout'),
  rooms: v.pipe(
    v.array(HotelRoomGuestsSchema, 'rooms must be a list of rooms'),
    v.minLength(1, 'rooms needs at least one room'),
    v.maxLength(10, 'rooms: too many rooms'),
  ),
};
export const HotelSearchQuerySchema = v.object(hotelSearchFields);
export type HotelSearchQuery = v.InferOutput<typeof HotelSearchQuerySchema>;

/**
 * A city, airport or popular place hotels are searched around: the same fields as the generic
 * HotelCity (getnearesthotelcity), placetype 'city' | 'airport' | 'landmark'.
 */
export const HotelPlaceSchema = v.object({
  placetype: v.string(),
  baseid: v.string(),
  placename: v.string(),
  country: v.string(),
  city: v.string(),
  lat: v.number(),
  lon: v.number(),
});
export type HotelPlaceWire = v.InferOutput<typeof HotelPlaceSchema>;

/** Room value, GST and their sum. */
export const HotelAmountsSchema = v.object({ base: v.string(), tax: v.string(), total: v.string() });
export type HotelAmounts = v.InferOutput<typeof HotelAmountsSchema>;

/** The hotel policy's verdict on a rate for the traveller (src/domain/hotel-policy.ts). */
export const HotelPolicyVerdictSchema = v.object({
  inpolicy: v.boolean(),
  reasons: v.array(v.string()),
  needsapproval: v.boolean(),
});
export type HotelPolicyVerdictWire = v.InferOutput<typeof HotelPolicyVerdictSchema>;

/** One rate: a room type in a board, refundable or not, for the whole stay. */
export const HotelRateSummarySchema = v.object({
  /** The supplier's key of this rate: what recheckhotelrate and booking take. */
  ratekey: v.string(),
  roomtype: v.string(),
  roomname: v.string(),
  /** 'RO' room only, 'BB' bed and breakfast. */
  board: v.string(),
  boardname: v.string(),
  refundable: v.boolean(),
  /** One room for one night, averaged over the stay's nights and rooms (half up to the paisa). */
  nightly: HotelAmountsSchema,
  /** Every room, every night: exact. */
  total: HotelAmountsSchema,
  /** Absent when no hotel policy is judged. */
  policy: v.optional(HotelPolicyVerdictSchema),
});
export type HotelRateSummary = v.InferOutput<typeof HotelRateSummarySchema>;

/** A photo's placeholder: GET url (public, cacheable). */
export const HotelPhotoSchema = v.object({ photoid: v.string(), kind: v.string(), url: v.string() });

export const HotelResultSchema = v.object({
  hotelcode: v.string(),
  name: v.string(),
  stars: v.number(),
  chain: v.nullable(v.string()),
  address: v.string(),
  area: v.string(),
  lat: v.number(),
  lon: v.number(),
  /** Great-circle km from the place searched, to 0.1 km. */
  distancekm: v.number(),
  /** Amenity codes (wifi, pool, …); labels come with the hotel's details. */
  amenities: v.array(v.string()),
  /** Guest rating out of 5. */
  rating: v.number(),
  reviewcount: v.number(),
  photo: v.nullable(HotelPhotoSchema),
  cheapest: HotelRateSummarySchema,
  cheapestrefundable: HotelRateSummarySchema,
});
export type HotelResult = v.InferOutput<typeof HotelResultSchema>;
