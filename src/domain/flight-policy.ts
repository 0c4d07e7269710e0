import type { Cabin } from './flight-offer';
import { type FareTerms, type OfferJudgement, RULE_ORDER, breaks, checksOf, fareInPolicy, judgeOffer, rulesBroken } from './flight-policy-judge';
import type { BlockedSector, FlightPolicy, PolicyContext, PolicyOffer, PolicyRule } from './flight-policy-types';
import { formatMoney, parseMinorUnits } from './money';

/*
 * A traveller's flight travel policy judged against one chosen fare: the one engine the server
 * answers VALIDATESEARCH and booking with, the results list badges every fare with (offline too),
 * and the policy simulator replays past bookings through (docs/features/policy.md). Pure; amounts
 * are paise (bigint) inside. Which rules a fare breaks is decided in flight-policy-judge.ts; this
 * file writes the reasons, only for callers that show them.
 */

export type { BlockedSector, FareCap, FlightPolicy, PolicyContext, PolicyOffer, PolicyRule } from './flight-policy-types';
export type { FareTerms, OfferJudgement } from './flight-policy-judge';
export { fareInPolicy, judgeOffer, rulesBroken } from './flight-policy-judge';

export interface PolicyViolation {
  rule: PolicyRule;
  reason: string;
}

export interface FarePolicyVerdict {
  inpolicy: boolean;
  /** '' when in policy; otherwise every reason, joined with '; '. */
  policyviolationreason: string;
  blocked: boolean;
  blockedreason: string;
  violations: readonly PolicyViolation[];
}

/** What a verdict reads of a fare (FlightFare or FareSummary). */
export interface PolicyFare {
  cabin: Cabin;
  totalfare: string;
  paxfares: readonly { totalfare: string }[];
  refundable: 'Y' | 'N';
  /** The amounts already read, when the caller has them (the results list reads every fare once). */
  totalPaise?: bigint;
  perTravellerPaise?: bigint;
}

export const CABIN_NAMES: Record<Cabin, string> = {
  economy: 'Economy',
  premiumeconomy: 'Premium economy',
  business: 'Business',
  first: 'First',
};

export const NO_VERDICT: FarePolicyVerdict = { inpolicy: true, policyviolationreason: '', blocked: false, blockedreason: '', violations: [] };

const rupees = (paise: bigint) => formatMoney(paise, 'INR');

/** A blocked pair counts as a trip's end points and inside a connection. */
export function blockedSectorOf(policy: FlightPolicy, offer: PolicyOffer): BlockedSector | undefined {
  return checksOf(policy, offer).blocked;
}

/** The cap that holds for the offer: the lowest fare cap on its onward trip's ends, else the domestic or international limit. */
export function fareCapOf(policy: FlightPolicy, offer: PolicyOffer): { maxPaise: bigint; label: string } | null {
  return checksOf(policy, offer).cap;
}

/** The highest total per traveller among the fare's traveller types (adults usually). */
export function farePerTravellerPaise(fare: Pick<PolicyFare, 'paxfares'>): bigint {
  let max = 0n;
  for (const pax of fare.paxfares) {
    const paise = parseMinorUnits(pax.totalfare);
    if (paise > max) max = paise;
  }
  return max;
}

/** A fare as the rules read it, its amounts read unless the caller already has them. */
export function fareTermsOf(fare: PolicyFare): FareTerms {
  return {
    cabin: fare.cabin,
    refundable: fare.refundable,
    totalPaise: fare.totalPaise ?? parseMinorUnits(fare.totalfare),
    perTravellerPaise: fare.perTravellerPaise ?? farePerTravellerPaise(fare),
  };
}

function reasonOf(rule: PolicyRule, j: OfferJudgement, fare: FareTerms): string {
  const { policy } = j;
  switch (rule) {
    case 'blocked':
      return j.checks.blocked!.reason;
    case 'cabin':
      return `${CABIN_NAMES[fare.cabin]} class is not allowed on ${j.offer.domint} flights by your company's travel policy`;
    case 'farecap':
      return `Fare of ${rupees(fare.perTravellerPaise)} per traveller is above the policy limit of ${rupees(j.checks.cap!.maxPaise)} for ${j.checks.cap!.label}`;
    case 'lowestfare': {
      // Both limits may be broken; the margin is named first, as it always was.
      const above = fare.totalPaise - j.lowestPaise;
      return policy.lowestFareMarginPaise !== null && above > policy.lowestFareMarginPaise
        ? `Fare is ${rupees(above)} above the lowest fare of ${rupees(j.lowestPaise)} for this search, more than the ${rupees(policy.lowestFareMarginPaise)} your policy allows`
        : `Fare is more than ${policy.lowestFarePercent}% above the lowest fare of ${rupees(j.lowestPaise)} for this search`;
    }
    case 'advancepurchase':
      return `Booked ${j.daysAhead} day${j.daysAhead === 1 ? '' : 's'} before departure; your company's travel policy asks for at least ${policy.advancePurchaseDays}`;
    case 'refundable':
      return "Only refundable fares are allowed by your company's travel policy";
  }
}

/** Every rule a judged fare breaks with its reason, in the fixed order. */
export function violationsOf(j: OfferJudgement, fare: FareTerms): PolicyViolation[] {
  const violations: PolicyViolation[] = [];
  for (const rule of RULE_ORDER) if (breaks(rule, j, fare)) violations.push({ rule, reason: reasonOf(rule, j, fare) });
  return violations;
}

/** The verdict on a judged fare, reasons written. */
export function verdictOf(j: OfferJudgement, fare: FareTerms): FarePolicyVerdict {
  if (fareInPolicy(j, fare)) return NO_VERDICT;
  const violations = violationsOf(j, fare);
  const blocked = violations.find((v) => v.rule === 'blocked');
  return {
    inpolicy: violations.length === 0,
    policyviolationreason: violations.map((v) => v.reason).join('; '),
    blocked: blocked !== undefined,
    blockedreason: blocked?.reason ?? '',
    violations,
  };
}

/** The rules the fare breaks, without their texts: what filters and the simulator need. */
export function brokenRules(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): PolicyRule[] {
  return rulesBroken(judgeOffer(policy, offer, context), fareTermsOf(fare));
}

/** Every rule the fare breaks with its reason, in a fixed order. */
export function policyViolations(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): PolicyViolation[] {
  return violationsOf(judgeOffer(policy, offer, context), fareTermsOf(fare));
}

/** The verdict on one fare of one offer. No policy (sme and business travellers) = everything in policy. */
export function evaluateFarePolicy(policy: FlightPolicy | null, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): FarePolicyVerdict {
  return policy ? verdictOf(judgeOffer(policy, offer, context), fareTermsOf(fare)) : NO_VERDICT;
}
