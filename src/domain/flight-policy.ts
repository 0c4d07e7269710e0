import type { Cabin } from './flight-offer';
import { formatMoney, parseMinorUnits } from './money';

/*
 * A company's flight travel policy judged against one chosen fare (TGFS VALIDATESEARCH). Pure and
 * shared: the server answers with it, and the results list can show the same verdict (PolicyBadge)
 * without a round trip. Amounts are paise (bigint) inside.
 */

export interface BlockedSector {
  origin: string;
  destination: string;
  /** Shown to the traveller as it is. */
  reason: string;
}

export interface FlightPolicy {
  blockedSectors: readonly BlockedSector[];
  domesticCabins: readonly Cabin[];
  internationalCabins: readonly Cabin[];
  /** Highest total fare per traveller on domestic flights; null = no limit. */
  maxDomesticFarePaise: bigint | null;
  /** A fare more than this above the search's lowest is out of policy; null = no such rule. */
  lowestFareMarginPaise: bigint | null;
  /** A fare more than this percentage above the search's lowest is out of policy; null = no such rule. */
  lowestFarePercent: number | null;
}

export interface FarePolicyVerdict {
  inpolicy: boolean;
  /** '' when in policy; otherwise every reason, joined with '; '. */
  policyviolationreason: string;
  blocked: boolean;
  blockedreason: string;
}

/** What a verdict reads of an offer: a full FlightOffer or a results summary (OfferSummary) both fit. */
export interface PolicyOffer {
  domint: 'domestic' | 'international';
  segments: readonly { tripnumber: number; origin: string; destination: string }[];
}

/** What a verdict reads of a fare (FlightFare or FareSummary). */
export interface PolicyFare {
  cabin: Cabin;
  totalfare: string;
  paxfares: readonly { totalfare: string }[];
}

const CABIN_NAMES: Record<Cabin, string> = {
  economy: 'Economy',
  premiumeconomy: 'Premium economy',
  business: 'Business',
  first: 'First',
};

const rupees = (paise: bigint) => formatMoney(paise, 'INR');

/** Each trip's end points and every flown segment: a blocked pair inside a connection still counts. */
function sectorsFlown(offer: PolicyOffer): { origin: string; destination: string }[] {
  const trips = new Map<number, { origin: string; destination: string }>();
  for (const segment of offer.segments) {
    const trip = trips.get(segment.tripnumber);
    if (trip) trip.destination = segment.destination;
    else trips.set(segment.tripnumber, { origin: segment.origin, destination: segment.destination });
  }
  return [...trips.values(), ...offer.segments];
}

export function blockedSectorOf(policy: FlightPolicy, offer: PolicyOffer): BlockedSector | undefined {
  const flown = sectorsFlown(offer);
  return policy.blockedSectors.find((b) => flown.some((s) => s.origin === b.origin && s.destination === b.destination));
}

/** The highest total per traveller among the fare's traveller types (adults usually). */
export function farePerTravellerPaise(fare: PolicyFare): bigint {
  return fare.paxfares.reduce((max, pax) => {
    const paise = parseMinorUnits(pax.totalfare);
    return paise > max ? paise : max;
  }, 0n);
}

function lowestFareReason(policy: FlightPolicy, farePaise: bigint, lowestPaise: bigint): string | null {
  const above = farePaise - lowestPaise;
  if (above <= 0n) return null;
  const lowest = rupees(lowestPaise);
  if (policy.lowestFareMarginPaise !== null && above > policy.lowestFareMarginPaise)
    return `Fare is ${rupees(above)} above the lowest fare of ${lowest} for this search, more than the ${rupees(policy.lowestFareMarginPaise)} your policy allows`;
  if (policy.lowestFarePercent !== null && above * 100n > lowestPaise * BigInt(policy.lowestFarePercent))
    return `Fare is more than ${policy.lowestFarePercent}% above the lowest fare of ${lowest} for this search`;
  return null;
}

/**
 * The verdict on one fare of one offer. `lowestPaise` is the lowest total fare of the search list
 * the fare was chosen from. No policy (sme and business travellers) = everything in policy.
 */
export function evaluateFarePolicy(
  policy: FlightPolicy | null,
  offer: PolicyOffer,
  fare: PolicyFare,
  lowestPaise: bigint,
): FarePolicyVerdict {
  if (!policy) return { inpolicy: true, policyviolationreason: '', blocked: false, blockedreason: '' };
  const reasons: string[] = [];
  const blocked = blockedSectorOf(policy, offer);
  if (blocked) reasons.push(blocked.reason);
  const domestic = offer.domint === 'domestic';
  const cabins = domestic ? policy.domesticCabins : policy.internationalCabins;
  if (!cabins.includes(fare.cabin))
    reasons.push(
      `${CABIN_NAMES[fare.cabin]} class is not allowed on ${offer.domint} flights by your company's travel policy`,
    );
  const perTraveller = farePerTravellerPaise(fare);
  if (domestic && policy.maxDomesticFarePaise !== null && perTraveller > policy.maxDomesticFarePaise)
    reasons.push(
      `Fare of ${rupees(perTraveller)} per traveller is above the policy limit of ${rupees(policy.maxDomesticFarePaise)} for domestic flights`,
    );
  const lowest = lowestFareReason(policy, parseMinorUnits(fare.totalfare), lowestPaise);
  if (lowest) reasons.push(lowest);
  return {
    inpolicy: reasons.length === 0,
    policyviolationreason: reasons.join('; '),
    blocked: blocked !== undefined,
    blockedreason: blocked?.reason ?? '',
  };
}
