import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { ratingProblem } from '../../domain/feedback';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';

/*
 * TG-GENERIC (docs/operations.md), action key `act`: nearest airport and hotel city (lat, lon,
 * countrycode), states of a country (countrycode), and a traveller's review of a booked
 * transaction (txid, onetimetoken null, jsondata). Answer fields follow docs/product.md#records (AirportDetail,
 * HotelCity) and docs/product.md#records (Feedback review); the list and wrapper names are ours (docs/operations.md).
 */

/** Degrees as a number or a numeric string (map clients send both); 400 naming the field otherwise. */
const Coordinate = (name: 'lat' | 'lon', limit: 90 | 180) => {
  const message = `${name} must be a number between -${limit} and ${limit}`;
  return v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message),
    v.transform((x) => Number(x)),
    v.check((n) => Number.isFinite(n) && n >= -limit && n <= limit, message),
  );
};

const COUNTRY_MESSAGE = 'countrycode must be a two-letter ISO country code';
const CountryCode = v.pipe(v.string(COUNTRY_MESSAGE), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE));
/** Optional for the nearest lookups: absent, null or '' means "any country". */
const OptionalCountryCode = v.optional(
  v.nullable(v.pipe(v.string(COUNTRY_MESSAGE), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, COUNTRY_MESSAGE))),
);

const NearestRequest = v.object({ lat: Coordinate('lat', 90), lon: Coordinate('lon', 180), countrycode: OptionalCountryCode });

/** AirportDetail (docs/product.md#records); airportlocation is "City, Country". */
export const AirportDetailSchema = v.object({
  airportname: v.string(),
  airportlocation: v.string(),
  airportcode: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type AirportDetail = v.InferOutput<typeof AirportDetailSchema>;

/** HotelCity (docs/product.md#records). */
export const HotelCitySchema = v.object({
  placetype: v.string(),
  baseid: v.string(),
  placename: v.string(),
  country: v.string(),
  city: v.string(),
  lat: v.number(),
  lon: v.number(),
});
export type HotelCity = v.InferOutput<typeof HotelCitySchema>;

/** Great-circle km from the asked point, to 0.1 km; null with the place when nothing is known. */
const DistanceKm = v.nullable(v.number());

export const getNearestAirport = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'getnearestairport',
  request: NearestRequest,
  response: v.object({ ResponseStatus: ResponseStatusSchema, airport: v.nullable(AirportDetailSchema), distancekm: DistanceKm }),
  roles: 'any',
  mutates: false,
});

export const getNearestHotelCity = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'getnearesthotelcity',
  request: NearestRequest,
  response: v.object({ ResponseStatus: ResponseStatusSchema, hotelcity: v.nullable(HotelCitySchema), distancekm: DistanceKm }),
  roles: 'any',
  mutates: false,
});

/** A first-level division; gststatecode is India's GST state code, '' elsewhere. */
export const CountryStateSchema = v.object({
  statecode: v.string(),
  statename: v.string(),
  statetype: v.string(),
  countrycode: v.string(),
  gststatecode: v.string(),
});
export type CountryState = v.InferOutput<typeof CountryStateSchema>;

export const getStatesForCountry = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'getstatesforcountry',
  request: v.object({ countrycode: CountryCode }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, states: v.array(CountryStateSchema) }),
  roles: 'any',
  mutates: false,
});

/** A half-star rating 0.5..5, checked by the same rule as trip feedback (src/domain/feedback.ts). */
const RatingField = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.check(
      (n) => ratingProblem(n) === null,
      (issue) => `${name} ${ratingProblem(issue.input as number) ?? 'is invalid'}`,
    ),
  );
const DATE_MESSAGE = 'jsondata.dateofstay must be a date (YYYY-MM-DD)';
const Text = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long (${max} characters at most)`)), '');

/**
 * The Feedback review fields of docs/product.md#records a caller sends; recordid, corporateid, profileid and
 * ratedon are the server's. Messages carry the field's full path ('jsondata.cleanliness ...').
 */
export const HotelReviewSchema = v.object(
  {
    /** When sent it must be the request's txid. */
    txid: v.optional(v.pipe(v.string('jsondata.txid must be a string'), v.trim())),
    hotelid: Text('jsondata.hotelid', 64),
    hotel_name: Text('jsondata.hotel_name', 200),
    hotel_city: Text('jsondata.hotel_city', 100),
    hotel_country: Text('jsondata.hotel_country', 100),
    dateofstay: v.optional(
      v.union([v.literal(''), v.pipe(v.string(DATE_MESSAGE), v.isoDate(DATE_MESSAGE), calendarDate('jsondata.dateofstay'))], DATE_MESSAGE),
      '',
    ),
    overallrating: RatingField('jsondata.overallrating'),
    cleanliness: v.optional(RatingField('jsondata.cleanliness')),
    location: v.optional(RatingField('jsondata.location')),
    service: v.optional(RatingField('jsondata.service')),
    checkin: v.optional(RatingField('jsondata.checkin')),
    value: v.optional(RatingField('jsondata.value')),
    wifi: v.optional(RatingField('jsondata.wifi')),
    recommended: v.optional(v.nullable(v.boolean('jsondata.recommended must be true or false'))),
    feedbacktext: Text('jsondata.feedbacktext', 2000),
  },
  'jsondata must be a review object',
);
export type HotelReviewInput = v.InferOutput<typeof HotelReviewSchema>;

export const addHotelReview = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'addhotelreview',
  request: v.object({
    txid: v.pipe(v.string('txid must be a string'), v.trim(), v.nonEmpty('txid is required'), v.maxLength(64, 'txid is too long')),
    /** Spec: "onetimetoken null". Reviews come from a signed-in session; a token link is not offered. */
    onetimetoken: v.optional(v.nullable(v.pipe(v.string('onetimetoken must be null'), v.empty('onetimetoken must be null')))),
    jsondata: HotelReviewSchema,
  }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, recordid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const genericOperations = { getNearestAirport, getNearestHotelCity, getStatesForCountry, addHotelReview };
