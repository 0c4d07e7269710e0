import * as v from 'valibot';
import { approvalRule, normalisedPlace, optionalAmount, placeProblem } from './rule-fields';

/*
 * A policy version's hotel rules (docs/features/policy.md "Hotels"): a nightly limit per room at
 * home and abroad, nightly caps by place, a star limit, refundable rates only, and when a hotel
 * booking needs approval. Amounts are per room and night before tax, decimal rupee strings, '' = no
 * limit. src/domain/hotel-policy.ts judges a rate by them.
 */

/** A hotel cap names a city ('IN:Mumbai', as the location master and fare caps do), a country ('IN'), a location group's id, or anywhere (''). */
export const HOTEL_PLACE_TYPES = ['city', 'country', 'group', 'any'] as const;
export type HotelPlaceType = (typeof HOTEL_PLACE_TYPES)[number];
export const HOTEL_CAPS_MAX = 200;
/** Stars a hotel may have; a limit of 0 allows any. */
export const HOTEL_STARS_MAX = 5;

const placeProblemOf = (cap: { placetype: string; place: string }) => placeProblem('place', cap.placetype, cap.place);

export const HotelCapSchema = v.pipe(
  v.object({
    placetype: v.optional(v.picklist(HOTEL_PLACE_TYPES, `placetype must be one of: ${HOTEL_PLACE_TYPES.join(', ')}`), 'city'),
    place: v.pipe(v.string('place is required'), v.trim(), v.maxLength(80, 'place is too long')),
    maxnightly: v.pipe(optionalAmount('maxnightly'), v.nonEmpty('maxnightly is required')),
  }),
  v.transform((cap) => ({ ...cap, place: normalisedPlace(cap.placetype, cap.place) })),
  v.forward(v.check((cap) => placeProblemOf(cap) === null, (issue) => placeProblemOf(issue.input) ?? ''), ['place']),
);
export type HotelCapRule = v.InferOutput<typeof HotelCapSchema>;

const starLimit = (name: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number of stars, 0 for any`),
      v.integer(`${name} must be a whole number of stars`),
      v.minValue(0, `${name} must be 0 (any) or more`),
      v.maxValue(HOTEL_STARS_MAX, `${name} must be at most ${HOTEL_STARS_MAX}`),
    ),
    0,
  );

export const HotelRulesSchema = v.object({
  /** The most a room may cost a night before tax, where no cap matches. */
  nightlylimit: v.optional(
    v.object({
      domestic: v.optional(optionalAmount('nightlylimit.domestic'), ''),
      international: v.optional(optionalAmount('nightlylimit.international'), ''),
    }),
    {},
  ),
  /** Where caps match the stay's place, the lowest holds instead of the nightly limit. */
  nightlycaps: v.optional(
    v.pipe(v.array(HotelCapSchema, 'nightlycaps must be a list'), v.maxLength(HOTEL_CAPS_MAX, `nightlycaps may hold at most ${HOTEL_CAPS_MAX} caps`)),
    [],
  ),
  /** The most stars a hotel may have; 0 = any. */
  maxstars: v.optional(v.object({ domestic: starLimit('maxstars.domestic'), international: starLimit('maxstars.international') }), {}),
  refundableonly: v.optional(v.boolean('refundableonly must be true or false'), false),
  approvalrule: approvalRule('approvalrule'),
});
export type HotelRules = v.InferOutput<typeof HotelRulesSchema>;

/** No hotel limits: what a new policy starts from, and what a version saved before hotel rules existed means. */
export const OPEN_HOTEL_RULES: HotelRules = {
  nightlylimit: { domestic: '', international: '' },
  nightlycaps: [],
  maxstars: { domestic: 0, international: 0 },
  refundableonly: false,
  approvalrule: 'outofpolicy',
};
