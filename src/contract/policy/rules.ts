import * as v from 'valibot';
import { CABINS } from '../../domain/flight-offer';
import { HotelRulesSchema, OPEN_HOTEL_RULES } from './hotel-rules';
import { approvalRule, optionalAmount } from './rule-fields';

/*
 * The rules of one travel policy version (docs/features/policy.md): flights, insurance, hotels
 * (hotel-rules.ts) and the reasons, as the admin screen edits them, the database keeps them
 * (travel_policy_versions.rules) and the simulator replays them. Amounts are decimal rupee strings,
 * '' = no such rule.
 */

export const PLACE_TYPES = ['airport', 'city', 'country', 'group', 'any'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  airport: 'Airport',
  city: 'City',
  country: 'Country',
  group: 'Location group',
  any: 'Anywhere',
};

export const POLICY_REASONS_MAX = 20;
export const FARE_CAPS_MAX = 200;

const wholeNumber = (name: string, min: number, max: number) =>
  v.nullable(
    v.pipe(
      v.number(`${name} must be a number or empty`),
      v.integer(`${name} must be a whole number`),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
  );

const cabins = (name: string, min: number) =>
  v.pipe(v.array(v.picklist(CABINS, `${name} holds cabins: ${CABINS.join(', ')}`), `${name} must be a list`), v.minLength(min, `${name} must allow at least one cabin`));

/** A cap on one sector; its ends are an airport code, a city id (IN:Mumbai), a country code (IN), a location group id, or '' for anywhere. */
export const FareCapSchema = v.object({
  origintype: v.optional(v.picklist(PLACE_TYPES, `origintype must be one of: ${PLACE_TYPES.join(', ')}`), 'airport'),
  origin: v.pipe(v.string('origin is required'), v.trim(), v.maxLength(80, 'origin is too long')),
  destinationtype: v.optional(v.picklist(PLACE_TYPES, `destinationtype must be one of: ${PLACE_TYPES.join(', ')}`), 'airport'),
  destination: v.pipe(v.string('destination is required'), v.trim(), v.maxLength(80, 'destination is too long')),
  bothways: v.optional(v.boolean('bothways must be true or false'), true),
  maxfare: v.pipe(optionalAmount('maxfare'), v.nonEmpty('maxfare is required')),
});
export type FareCapRule = v.InferOutput<typeof FareCapSchema>;

export const FlightRulesSchema = v.object({
  domesticcabins: cabins('domesticcabins', 1),
  internationalcabins: cabins('internationalcabins', 1),
  /** A flight with a leg at least this many minutes long may also use `longhaulcabins`. */
  longhaulminutes: v.optional(wholeNumber('longhaulminutes', 30, 1440), null),
  longhaulcabins: v.optional(cabins('longhaulcabins', 0), []),
  maxdomesticfare: v.optional(optionalAmount('maxdomesticfare'), ''),
  maxinternationalfare: v.optional(optionalAmount('maxinternationalfare'), ''),
  farecaps: v.optional(v.pipe(v.array(FareCapSchema, 'farecaps must be a list'), v.maxLength(FARE_CAPS_MAX, `farecaps may hold at most ${FARE_CAPS_MAX} caps`)), []),
  lowestfaremargin: v.optional(optionalAmount('lowestfaremargin'), ''),
  lowestfarepercent: v.optional(wholeNumber('lowestfarepercent', 0, 500), null),
  /** The lowest-fare rule compares with flights leaving within this many minutes; null = the whole search. */
  lowestfarewindowminutes: v.optional(wholeNumber('lowestfarewindowminutes', 15, 1440), null),
  advancepurchasedays: v.optional(wholeNumber('advancepurchasedays', 0, 365), null),
  refundableonly: v.optional(v.boolean('refundableonly must be true or false'), false),
  /** An out-of-policy fare is booked only with an approved booking request. */
  approvalwhenoutofpolicy: v.optional(v.boolean('approvalwhenoutofpolicy must be true or false'), false),
});
export type FlightRules = v.InferOutput<typeof FlightRulesSchema>;

export const InsuranceRulesSchema = v.object({
  /** The most one traveller's premium (before GST) may cost. */
  domesticmaxpremium: v.optional(optionalAmount('domesticmaxpremium'), ''),
  internationalmaxpremium: v.optional(optionalAmount('internationalmaxpremium'), ''),
  approvalrule: approvalRule('approvalrule'),
});
export type InsuranceRules = v.InferOutput<typeof InsuranceRulesSchema>;

export const PolicyRulesSchema = v.object({
  flight: FlightRulesSchema,
  insurance: v.optional(InsuranceRulesSchema, {}),
  /** Versions saved before hotel rules existed have none: no hotel limits. */
  hotel: v.optional(HotelRulesSchema, {}),
  /** The reasons a traveller picks from when choosing an out-of-policy option. */
  reasons: v.optional(
    v.pipe(
      v.array(v.pipe(v.string('reasons holds texts'), v.trim(), v.nonEmpty('a reason must not be empty'), v.maxLength(120, 'a reason is at most 120 characters')), 'reasons must be a list'),
      v.maxLength(POLICY_REASONS_MAX, `reasons may hold at most ${POLICY_REASONS_MAX}`),
    ),
    [],
  ),
});
export type PolicyRules = v.InferOutput<typeof PolicyRulesSchema>;

/** What a new company policy starts from: every cabin, no limits, the usual reasons. */
export const OPEN_POLICY_RULES: PolicyRules = {
  flight: {
    domesticcabins: [...CABINS],
    internationalcabins: [...CABINS],
    longhaulminutes: null,
    longhaulcabins: [],
    maxdomesticfare: '',
    maxinternationalfare: '',
    farecaps: [],
    lowestfaremargin: '',
    lowestfarepercent: null,
    lowestfarewindowminutes: null,
    advancepurchasedays: null,
    refundableonly: false,
    approvalwhenoutofpolicy: false,
  },
  insurance: { domesticmaxpremium: '', internationalmaxpremium: '', approvalrule: 'outofpolicy' },
  hotel: OPEN_HOTEL_RULES,
  reasons: ['Meeting time', 'Client requirement', 'Cheaper fares sold out', 'Loyalty programme'],
};
