import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { defineOperation } from '../operation';
import { FlightOfferSchema } from '../../domain/flight-offer';
import { iataField } from '../../domain/flight-offer-request';
import { ValidateSearchRequestSchema } from './policy';

export type { ExtrasCatalogue, ExtrasLine, ExtrasPricing, MealCode, SegmentExtras, SeatKind } from '../../domain/flight-extras';
export { MEAL_CODES, MEAL_NAMES, BAGGAGE_CODES } from '../../domain/flight-extras';

/*
 * Flight ancillaries of the sandbox airline (docs/operations.md TGFS GETSSR, GETSEATMAP,
 * GETALTERNATEOPTIONS; TG-GENERIC getflightpromodetails).
 * Amounts are decimal strings with two places, INR, per traveller per segment. A farekey applies
 * the fare's benefits (fmeal: meals free, fseat: seats free); a flightkey only what every fare of
 * the flight includes. Deterministic per flight (docs/sandbox-airline.md "Extras"). profileid and
 * corporateid are the session's (the dispatcher refuses others).
 */

const amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
const flightKey = v.pipe(
  v.string('flightkey is required'),
  v.nonEmpty('flightkey is required'),
  v.maxLength(400, 'flightkey is too long'),
);
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const ssrRequest = {
  ...ownIds,
  flightkey: flightKey,
  supplier: v.optional(v.pipe(v.string('supplier must be a string'), v.maxLength(40, 'supplier is too long')), 'SANDBOX'),
};

export const MealOptionSchema = v.object({ code: v.string(), name: v.string(), amount });
export const BaggageOptionSchema = v.object({ code: v.string(), name: v.string(), amount });

/** One flight segment's meals and extra baggage; segmentindex is 0-based within its trip. */
export const SsrSegmentSchema = v.object({
  tripnumber: v.picklist([1, 2]),
  segmentindex: v.number(),
  origin: v.string(),
  destination: v.string(),
  meals: v.array(MealOptionSchema),
  baggage: v.array(BaggageOptionSchema),
});
export type SsrSegment = v.InferOutput<typeof SsrSegmentSchema>;

export const getSsr = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETSSR',
  request: v.object(ssrRequest),
  response: v.object({ SSR: v.array(SsrSegmentSchema) }),
  roles: 'any',
  mutates: false,
});

export const SeatSchema = v.object({
  seatno: v.string(),
  available: v.boolean(),
  amount,
  kind: v.picklist(['window', 'middle', 'aisle']),
});
export type Seat = v.InferOutput<typeof SeatSchema>;

/** columns carries '' where the aisle runs (['A','B','C','','D','E','F']). */
export const SeatMapSchema = v.object({
  tripnumber: v.picklist([1, 2]),
  segmentindex: v.number(),
  origin: v.string(),
  destination: v.string(),
  equipment: v.string(),
  columns: v.array(v.string()),
  rows: v.array(v.object({ row: v.number(), exitrow: v.boolean(), seats: v.array(SeatSchema) })),
});
export type SeatMap = v.InferOutput<typeof SeatMapSchema>;

export const getSeatMap = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETSEATMAP',
  request: v.object({
    ...ssrRequest,
    triptype: v.optional(v.picklist(['oneway', 'roundtrip', 'multicity'], "triptype must be 'oneway', 'roundtrip' or 'multicity'"), 'oneway'),
  }),
  response: v.object({
    Root: v.object({
      Status: v.picklist(['OK', 'NOK']),
      Result: v.object({ list: v.object({ SeatMap: v.array(SeatMapSchema) }) }),
    }),
  }),
  roles: 'any',
  mutates: false,
});

/**
 * Cheaper flights the same day on the route: one-way, one adult, economy unless cabin says
 * otherwise. With totalfare, only offers whose cheapest fare is below it; without, the cheapest
 * ones. At most 10, cheapest first.
 */
export const getAlternateOptions = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETALTERNATEOPTIONS',
  request: v.pipe(
    v.object({
      ...ownIds,
      jdate: v.pipe(v.string('jdate is required'), v.isoDate('jdate must be a date (YYYY-MM-DD)'), calendarDate('jdate')),
      origin: iataField('origin'),
      destination: iataField('destination'),
      totalfare: v.optional(v.pipe(v.string('totalfare must be a decimal string'), v.regex(/^(\d+(\.\d{1,2})?)?$/, 'totalfare must be a decimal string')), ''),
      cabin: v.optional(v.picklist(['economy', 'premiumeconomy', 'business', 'first'], "cabin must be 'economy', 'premiumeconomy', 'business' or 'first'"), 'economy'),
    }),
    v.forward(
      v.check((r) => r.origin !== r.destination, 'destination must differ from origin'),
      ['destination'],
    ),
  ),
  response: v.object({
    status: v.picklist(['OK', 'NOK']),
    message: v.string(),
    results: v.array(FlightOfferSchema),
    lowestfare: v.string(),
  }),
  roles: 'any',
  mutates: false,
});

/**
 * A promo code against a total (decimal string, all travellers, fares and extras). Unknown or
 * not applicable codes answer status 'NOK' with the reason and discount '0.00'; totalnet is the
 * amount after the discount. validatesearchrequest names the search (for domestic/international);
 * without it the code is judged as domestic.
 */
export const getFlightPromoDetails = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'getflightpromodetails',
  request: v.object({
    promocode: v.pipe(v.string('promocode is required'), v.trim(), v.nonEmpty('promocode is required'), v.maxLength(40, 'promocode is too long')),
    totalnet: v.pipe(
      v.union([v.string(), v.number()], 'totalnet must be an amount'),
      v.transform((x) => String(x).trim()),
      v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'totalnet must be an amount'),
    ),
    validatesearchrequest: v.optional(ValidateSearchRequestSchema),
  }),
  response: v.object({
    status: v.picklist(['OK', 'NOK']),
    message: v.string(),
    discount: amount,
    totalnet: amount,
  }),
  roles: 'any',
  mutates: false,
});

export const flightExtrasOperations = { getSsr, getSeatMap, getAlternateOptions, getFlightPromoDetails } as const;
