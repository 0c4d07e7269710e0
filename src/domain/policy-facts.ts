import type { Cabin } from './flight-offer';
import {
  type FareTerms,
  type FlightPolicy,
  type OfferJudgement,
  type PolicyContext,
  type PolicyRule,
  fareInPolicy,
  farePerTravellerPaise,
  fareTermsOf,
  judgeOffer,
  rulesBroken,
} from './flight-policy';
import { minorUnitsToDecimal, parseMinorUnits } from './money';

/*
 * What the policy needs to know of a booked flight, kept with the booking (flight_bookings.policy_facts)
 * so the policy simulator can judge months of bookings against a draft without the offers
 * (docs/features/policy.md "Simulator"). One entry per chosen fare; amounts are decimal strings.
 */

export interface FactsOffer {
  domint: 'domestic' | 'international';
  segments: { tripnumber: number; origin: string; destination: string; departure: string; duration: number }[];
  fare: { cabin: Cabin; totalfare: string; paxfares: { totalfare: string }[]; refundable: 'Y' | 'N' };
  /** The fare the lowest-fare rule compared with when it was booked. */
  comparisonfare: string;
}

export interface PolicyFacts {
  offers: FactsOffer[];
}

/** What a chosen offer (with its one chosen fare) gives the facts. */
interface ChosenOffer {
  domint: 'domestic' | 'international';
  segments: readonly FactsOffer['segments'][number][];
  fares: readonly { cabin: Cabin; totalfare: string; paxfares: readonly { totalfare: string }[]; refundable: 'Y' | 'N' }[];
}

export function policyFactsOf(chosen: readonly ChosenOffer[], comparisonPaise: readonly bigint[]): PolicyFacts {
  return {
    offers: chosen.map((offer, i) => {
      const fare = offer.fares[0]!;
      return {
        domint: offer.domint,
        segments: offer.segments.map(({ tripnumber, origin, destination, departure, duration }) => ({ tripnumber, origin, destination, departure, duration })),
        // The highest traveller's total stands for the traveller types, as on the results page.
        fare: { cabin: fare.cabin, totalfare: fare.totalfare, paxfares: [{ totalfare: minorUnitsToDecimal(farePerTravellerPaise(fare)) }], refundable: fare.refundable },
        comparisonfare: minorUnitsToDecimal(comparisonPaise[i] ?? parseMinorUnits(fare.totalfare)),
      };
    }),
  };
}

export interface FactsVerdict {
  /** Every rule broken by any of the booking's fares, once each. */
  rules: PolicyRule[];
  blocked: boolean;
  /** What the booking's fares cost, and the least the policy would have had them cost (the same when in policy). */
  spentPaise: bigint;
  allowedPaise: bigint;
}

/**
 * A booking's facts read once (amounts in paise, the day it was booked), so that the draft and the
 * version in force judge it without reading its amounts again.
 */
export interface BookingToJudge {
  fares: { offer: FactsOffer; terms: FareTerms; context: PolicyContext }[];
  spentPaise: bigint;
}

export function bookingToJudge(facts: PolicyFacts, bookedOn: string): BookingToJudge {
  let spentPaise = 0n;
  const fares = facts.offers.map((offer) => {
    // The facts keep one traveller's total (policyFactsOf), the highest of the traveller types.
    const terms = fareTermsOf(offer.fare);
    spentPaise += terms.totalPaise;
    return { offer, terms, context: { lowestPaise: parseMinorUnits(offer.comparisonfare), today: bookedOn } };
  });
  return { fares, spentPaise };
}

/** The most a fare could have cost under the price rules that it broke, scaled from one traveller to the booking. */
function allowedTotal(j: OfferJudgement, fare: FareTerms, broken: readonly PolicyRule[]): bigint {
  const { policy } = j;
  const total = fare.totalPaise;
  let allowed = total;
  const cap = j.checks.cap;
  if (cap && broken.includes('farecap') && fare.perTravellerPaise > 0n) allowed = (total * cap.maxPaise) / fare.perTravellerPaise;
  if (broken.includes('lowestfare')) {
    const lowest = j.lowestPaise;
    const byMargin = policy.lowestFareMarginPaise === null ? null : lowest + policy.lowestFareMarginPaise;
    const byPercent = policy.lowestFarePercent === null ? null : (lowest * BigInt(100 + policy.lowestFarePercent)) / 100n;
    if (byMargin !== null && byMargin < allowed) allowed = byMargin;
    if (byPercent !== null && byPercent < allowed) allowed = byPercent;
  }
  return allowed < total ? allowed : total;
}

/** A booking judged by a policy on the day it was booked; a fare in policy costs only the in-policy test. */
export function judgeBooking(policy: FlightPolicy, booking: BookingToJudge): FactsVerdict {
  const rules: PolicyRule[] = [];
  let allowedPaise = 0n;
  for (const { offer, terms, context } of booking.fares) {
    const j = judgeOffer(policy, offer, context);
    if (fareInPolicy(j, terms)) {
      allowedPaise += terms.totalPaise;
      continue;
    }
    const broken = rulesBroken(j, terms);
    for (const rule of broken) if (!rules.includes(rule)) rules.push(rule);
    allowedPaise += allowedTotal(j, terms, broken);
  }
  return { rules, blocked: rules.includes('blocked'), spentPaise: booking.spentPaise, allowedPaise };
}

/** A booking's facts judged by a policy on the day it was booked. */
export function judgeFacts(policy: FlightPolicy, facts: PolicyFacts, bookedOn: string): FactsVerdict {
  return judgeBooking(policy, bookingToJudge(facts, bookedOn));
}
