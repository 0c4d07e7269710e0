import * as v from 'valibot';
import { defineOperation } from '../operation';
import { CABINS } from '../../domain/flight-offer';
import { type FlightPolicy } from '../../domain/flight-policy';
import { minorUnitsToDecimal, parseMinorUnits } from '../../domain/money';

export type { BlockedSector, FarePolicyVerdict, FlightPolicy } from '../../domain/flight-policy';

/*
 * TGFS VALIDATESEARCH (docs/operations.md): the caller's company travel policy judged against the fares
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
  /**
   * The fare the lowest-fare rule compares with: the lowest of the search list the fare was chosen from
   * (QUEUERESULTS lowestfare for onward), or of the flights within the policy's window around it.
   */
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

/*
 * GETFLIGHTPOLICY (our name): the caller's company flight policy, once per results page, so each
 * fare's badge and the policy filter are judged on the client by the same pure evaluateFarePolicy
 * the server answers VALIDATESEARCH with (no round trip per offer, nothing added per fare to the
 * results). Amounts are decimal rupee strings on the wire ('' = no such rule); VALIDATESEARCH stays
 * the word that counts when booking.
 */
const money = v.pipe(v.string(), v.regex(/^(\d+\.\d{2})?$/));
const airportsOrAnywhere = v.nullable(v.array(v.string()));
export const FlightPolicyWireSchema = v.object({
  /** Sector ends as airport codes (cities, countries and location groups expanded); null = anywhere. */
  blockedsectors: v.array(v.object({ origins: airportsOrAnywhere, destinations: airportsOrAnywhere, reason: v.string() })),
  domesticcabins: v.array(v.picklist(CABINS)),
  internationalcabins: v.array(v.picklist(CABINS)),
  longhaulminutes: v.nullable(v.number()),
  longhaulcabins: v.array(v.picklist(CABINS)),
  maxdomesticfare: money,
  maxinternationalfare: money,
  farecaps: v.array(v.object({ origins: airportsOrAnywhere, destinations: airportsOrAnywhere, maxfare: money, label: v.string() })),
  lowestfaremargin: money,
  lowestfarepercent: v.nullable(v.number()),
  lowestfarewindowminutes: v.nullable(v.number()),
  advancepurchasedays: v.nullable(v.number()),
  refundableonly: v.boolean(),
});
export type FlightPolicyWire = v.InferOutput<typeof FlightPolicyWireSchema>;

export function policyToWire(policy: FlightPolicy): FlightPolicyWire {
  const amount = (paise: bigint | null) => (paise === null ? '' : minorUnitsToDecimal(paise));
  const ends = (r: { origins: readonly string[] | null; destinations: readonly string[] | null }) => ({
    origins: r.origins && [...r.origins],
    destinations: r.destinations && [...r.destinations],
  });
  return {
    blockedsectors: policy.blockedSectors.map((b) => ({ ...ends(b), reason: b.reason })),
    domesticcabins: [...policy.domesticCabins],
    internationalcabins: [...policy.internationalCabins],
    longhaulminutes: policy.longHaulMinutes,
    longhaulcabins: [...policy.longHaulCabins],
    maxdomesticfare: amount(policy.maxDomesticFarePaise),
    maxinternationalfare: amount(policy.maxInternationalFarePaise),
    farecaps: policy.fareCaps.map((c) => ({ ...ends(c), maxfare: amount(c.maxPaise), label: c.label })),
    lowestfaremargin: amount(policy.lowestFareMarginPaise),
    lowestfarepercent: policy.lowestFarePercent,
    lowestfarewindowminutes: policy.lowestFareWindowMinutes,
    advancepurchasedays: policy.advancePurchaseDays,
    refundableonly: policy.refundableOnly,
  };
}

export function policyFromWire(wire: FlightPolicyWire): FlightPolicy {
  const paise = (amount: string) => (amount === '' ? null : parseMinorUnits(amount));
  return {
    blockedSectors: wire.blockedsectors,
    domesticCabins: wire.domesticcabins,
    internationalCabins: wire.internationalcabins,
    longHaulMinutes: wire.longhaulminutes,
    longHaulCabins: wire.longhaulcabins,
    maxDomesticFarePaise: paise(wire.maxdomesticfare),
    maxInternationalFarePaise: paise(wire.maxinternationalfare),
    fareCaps: wire.farecaps.map((c) => ({ origins: c.origins, destinations: c.destinations, maxPaise: parseMinorUnits(c.maxfare), label: c.label })),
    lowestFareMarginPaise: paise(wire.lowestfaremargin),
    lowestFarePercent: wire.lowestfarepercent,
    lowestFareWindowMinutes: wire.lowestfarewindowminutes,
    advancePurchaseDays: wire.advancepurchasedays,
    refundableOnly: wire.refundableonly,
  };
}

export const getFlightPolicy = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'GETFLIGHTPOLICY',
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
  }),
  /** null: the company has no flight policy (everything is in policy). */
  response: v.object({ policy: v.nullable(FlightPolicyWireSchema) }),
  roles: 'any',
  mutates: false,
});

export const flightPolicyOperations = { validateSearch, getFlightPolicy } as const;
