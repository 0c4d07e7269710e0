import * as v from 'valibot';
import { defineOperation } from '../operation';

export type { BlockedSector, FarePolicyVerdict, FlightPolicy } from '../../domain/flight-policy';

/*
 * TGFS VALIDATESEARCH (core spec §7): the caller's company travel policy judged against the fares
 * chosen from one of the caller's searches. `selected` holds one fare per list of the search, in
 * order: one-way 1; domestic round trip (isnormalrt) 2, onward from `results` then return from
 * `returnresults`; international round trip 1 combined offer; multi-city one per sector.
 * profileid and corporateid are the session's: the dispatcher refuses others, the handler reads the session.
 */

const key = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.nonEmpty(`${field} is required`),
    v.maxLength(400, `${field} is too long`),
  );

const SelectedFareSchema = v.object({ flightkey: key('flightkey'), farekey: key('farekey') });
export type SelectedFare = v.InferOutput<typeof SelectedFareSchema>;

export const ValidateSearchRequestSchema = v.object({
  responseid: v.pipe(
    v.string('responseid is required'),
    v.trim(),
    v.nonEmpty('responseid is required'),
    v.maxLength(64, 'responseid is too long'),
  ),
  selected: v.pipe(
    v.array(SelectedFareSchema, 'selected must be a list'),
    v.minLength(1, 'selected must name at least one fare'),
    v.maxLength(6, 'selected names too many fares'),
  ),
});
export type ValidateSearchRequest = v.InferOutput<typeof ValidateSearchRequestSchema>;

export const FarePolicyResultSchema = v.object({
  flightkey: v.string(),
  farekey: v.string(),
  inpolicy: v.boolean(),
  policyviolationreason: v.string(),
  /** The lowest total fare of the search list this fare was chosen from (QUEUERESULTS lowestfare for onward). */
  lowestfare: v.string(),
  blocked: v.boolean(),
  blockedreason: v.string(),
});
export type FarePolicyResult = v.InferOutput<typeof FarePolicyResultSchema>;

export const validateSearch = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'VALIDATESEARCH',
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
    validatesearchrequest: ValidateSearchRequestSchema,
    multicity: v.optional(v.boolean('multicity must be true or false'), false),
    isnormalrt: v.optional(v.boolean('isnormalrt must be true or false'), false),
  }),
  response: v.object({
    /** 'NOK' when a selected flight is blocked (it cannot be booked); 'OK' otherwise. */
    status: v.picklist(['OK', 'NOK']),
    message: v.string(),
    inpolicy: v.boolean(),
    results: v.array(FarePolicyResultSchema),
  }),
  roles: 'any',
  mutates: false,
});

export const flightPolicyOperations = { validateSearch } as const;
