import type { Cabin } from './flight-offer';
import { type FlightPolicy, type PolicyRule, brokenRules, fareCapOf, farePerTravellerPaise } from './flight-policy';
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

/** The most a fare could have cost under the price rules that it broke, scaled from one traveller to the booking. */
function allowedTotal(policy: FlightPolicy, offer: FactsOffer, broken: readonly PolicyRule[]): bigint {
  const total = parseMinorUnits(offer.fare.totalfare);
  const perTraveller = parseMinorUnits(offer.fare.paxfares[0]!.totalfare);
  let allowed = total;
  const cap = fareCapOf(policy, offer);
  if (cap && broken.includes('farecap') && perTraveller > 0n) allowed = (total * cap.maxPaise) / perTraveller;
  if (broken.includes('lowestfare')) {
    const lowest = parseMinorUnits(offer.comparisonfare);
    const byMargin = policy.lowestFareMarginPaise === null ? null : lowest + policy.lowestFareMarginPaise;
    const byPercent = policy.lowestFarePercent === null ? null : (lowest * BigInt(100 + policy.lowestFarePercent)) / 100n;
    for (const limit of [byMargin, byPercent]) if (limit !== null && limit < allowed) allowed = limit;
  }
  return allowed < total ? allowed : total;
}

/** A booking's facts judged by a policy on the day it was booked. */
export function judgeFacts(policy: FlightPolicy, facts: PolicyFacts, bookedOn: string): FactsVerdict {
  const rules = new Set<PolicyRule>();
  let spentPaise = 0n;
  let allowedPaise = 0n;
  for (const offer of facts.offers) {
    const broken = brokenRules(policy, offer, offer.fare, { lowestPaise: parseMinorUnits(offer.comparisonfare), today: bookedOn });
    for (const rule of broken) rules.add(rule);
    spentPaise += parseMinorUnits(offer.fare.totalfare);
    allowedPaise += allowedTotal(policy, offer, broken);
  }
  return { rules: [...rules], blocked: rules.has('blocked'), spentPaise, allowedPaise };
}
