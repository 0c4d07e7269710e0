import type { Cabin } from './flight-offer';
import { type SectorIndex, type SectorRule, firstRuleForSector, indexSectorRules, rulesForSector, tripEnds } from './flight-policy-sectors';
import { daysBetween } from './calendar-days';
import { formatMoney, parseMinorUnits } from './money';

/*
 * A traveller's flight travel policy judged against one chosen fare: the one engine the server
 * answers VALIDATESEARCH and booking with, the results list badges every fare with (offline too),
 * and the policy simulator replays past bookings through (docs/features/policy.md). Pure; amounts
 * are paise (bigint) inside.
 */

export interface BlockedSector extends SectorRule {
  /** Shown to the traveller as it is. */
  reason: string;
}

export interface FareCap extends SectorRule {
  /** The most one traveller's fare may cost on this sector. */
  maxPaise: bigint;
  /** The sector as the traveller reads it ('Mumbai → Delhi', 'Metro cities → anywhere'). */
  label: string;
}

export interface FlightPolicy {
  blockedSectors: readonly BlockedSector[];
  domesticCabins: readonly Cabin[];
  internationalCabins: readonly Cabin[];
  /** A flight with a leg at least this long (minutes) may also use `longHaulCabins`; null = no such rule. */
  longHaulMinutes: number | null;
  longHaulCabins: readonly Cabin[];
  /** Highest total fare per traveller; null = no limit. A matching fare cap replaces these. */
  maxDomesticFarePaise: bigint | null;
  maxInternationalFarePaise: bigint | null;
  /** Caps on the trip's end points; when several match, the lowest holds. */
  fareCaps: readonly FareCap[];
  /** A fare more than this above the comparison fare is out of policy; null = no such rule. */
  lowestFareMarginPaise: bigint | null;
  /** A fare more than this percentage above the comparison fare is out of policy; null = no such rule. */
  lowestFarePercent: number | null;
  /** The comparison fare is the lowest of flights leaving within this many minutes; null = the whole list's. */
  lowestFareWindowMinutes: number | null;
  /** Booking fewer days than this before departure is out of policy; null = no such rule. */
  advancePurchaseDays: number | null;
  refundableOnly: boolean;
}

/** Which rule a violation broke: the simulator counts by it. */
export type PolicyRule = 'blocked' | 'cabin' | 'farecap' | 'lowestfare' | 'advancepurchase' | 'refundable';

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

/** What a verdict reads of an offer: a full FlightOffer or a results summary (OfferSummary) both fit. */
export interface PolicyOffer {
  domint: 'domestic' | 'international';
  segments: readonly { tripnumber: number; origin: string; destination: string; departure: string; duration: number }[];
}

/** What a verdict reads of a fare (FlightFare or FareSummary). */
export interface PolicyFare {
  cabin: Cabin;
  totalfare: string;
  paxfares: readonly { totalfare: string }[];
  refundable: 'Y' | 'N';
}

/** What the verdict is judged against besides the policy. */
export interface PolicyContext {
  /** The comparison fare of the lowest-fare rule (lowestFareByOffer). */
  lowestPaise: bigint;
  /** The booking day, 'YYYY-MM-DD' (the advance-purchase rule). */
  today: string;
}

export const CABIN_NAMES: Record<Cabin, string> = {
  economy: 'Economy',
  premiumeconomy: 'Premium economy',
  business: 'Business',
  first: 'First',
};

export const NO_VERDICT: FarePolicyVerdict = { inpolicy: true, policyviolationreason: '', blocked: false, blockedreason: '', violations: [] };

const rupees = (paise: bigint) => formatMoney(paise, 'INR');

interface CompiledPolicy {
  blocked: SectorIndex<BlockedSector>;
  caps: SectorIndex<FareCap>;
}

const compiled = new WeakMap<FlightPolicy, CompiledPolicy>();
function compile(policy: FlightPolicy): CompiledPolicy {
  let done = compiled.get(policy);
  if (!done) {
    done = { blocked: indexSectorRules(policy.blockedSectors), caps: indexSectorRules(policy.fareCaps) };
    compiled.set(policy, done);
  }
  return done;
}

/** A blocked pair counts as a trip's end points and inside a connection. */
export function blockedSectorOf(policy: FlightPolicy, offer: PolicyOffer): BlockedSector | undefined {
  const { blocked } = compile(policy);
  for (const s of [...tripEnds(offer.segments), ...offer.segments]) {
    const rule = firstRuleForSector(blocked, s.origin, s.destination);
    if (rule) return rule;
  }
  return undefined;
}

/** The highest total per traveller among the fare's traveller types (adults usually). */
export function farePerTravellerPaise(fare: Pick<PolicyFare, 'paxfares'>): bigint {
  return fare.paxfares.reduce((max, pax) => {
    const paise = parseMinorUnits(pax.totalfare);
    return paise > max ? paise : max;
  }, 0n);
}

function cabinReason(policy: FlightPolicy, offer: PolicyOffer, cabin: Cabin): string | null {
  const allowed = offer.domint === 'domestic' ? policy.domesticCabins : policy.internationalCabins;
  if (allowed.includes(cabin)) return null;
  const longest = offer.segments.reduce((max, s) => Math.max(max, s.duration), 0);
  if (policy.longHaulMinutes !== null && longest >= policy.longHaulMinutes && policy.longHaulCabins.includes(cabin)) return null;
  return `${CABIN_NAMES[cabin]} class is not allowed on ${offer.domint} flights by your company's travel policy`;
}

/** The cap that holds for the offer: the lowest matching fare cap, else the domestic or international limit. */
export function fareCapOf(policy: FlightPolicy, offer: PolicyOffer): { maxPaise: bigint; label: string } | null {
  const { caps } = compile(policy);
  let cap: FareCap | null = null;
  for (const trip of tripEnds(offer.segments).slice(0, 1))
    for (const rule of rulesForSector(caps, trip.origin, trip.destination)) if (!cap || rule.maxPaise < cap.maxPaise) cap = rule;
  if (cap) return cap;
  const general = offer.domint === 'domestic' ? policy.maxDomesticFarePaise : policy.maxInternationalFarePaise;
  return general === null ? null : { maxPaise: general, label: `${offer.domint} flights` };
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

function advanceReason(policy: FlightPolicy, offer: PolicyOffer, today: string): string | null {
  const departure = offer.segments[0]?.departure.slice(0, 10);
  if (policy.advancePurchaseDays === null || !departure) return null;
  const days = daysBetween(today, departure);
  if (days >= policy.advancePurchaseDays) return null;
  return `Booked ${days} day${days === 1 ? '' : 's'} before departure; your company's travel policy asks for at least ${policy.advancePurchaseDays}`;
}

/** Every rule the fare breaks, in a fixed order. */
export function policyViolations(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): PolicyViolation[] {
  const found: PolicyViolation[] = [];
  const add = (rule: PolicyRule, reason: string | null) => reason !== null && found.push({ rule, reason });
  add('blocked', blockedSectorOf(policy, offer)?.reason ?? null);
  add('cabin', cabinReason(policy, offer, fare.cabin));
  const cap = fareCapOf(policy, offer);
  const perTraveller = farePerTravellerPaise(fare);
  if (cap && perTraveller > cap.maxPaise)
    add('farecap', `Fare of ${rupees(perTraveller)} per traveller is above the policy limit of ${rupees(cap.maxPaise)} for ${cap.label}`);
  add('lowestfare', lowestFareReason(policy, parseMinorUnits(fare.totalfare), context.lowestPaise));
  add('advancepurchase', advanceReason(policy, offer, context.today));
  if (policy.refundableOnly && fare.refundable !== 'Y') add('refundable', "Only refundable fares are allowed by your company's travel policy");
  return found;
}

/** The verdict on one fare of one offer. No policy (sme and business travellers) = everything in policy. */
export function evaluateFarePolicy(policy: FlightPolicy | null, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): FarePolicyVerdict {
  if (!policy) return NO_VERDICT;
  const violations = policyViolations(policy, offer, fare, context);
  const blocked = violations.find((v) => v.rule === 'blocked');
  return {
    inpolicy: violations.length === 0,
    policyviolationreason: violations.map((v) => v.reason).join('; '),
    blocked: blocked !== undefined,
    blockedreason: blocked?.reason ?? '',
    violations,
  };
}
