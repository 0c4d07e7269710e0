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
  /** The amounts already read, when the caller has them (the results list reads every fare once). */
  totalPaise?: bigint;
  perTravellerPaise?: bigint;
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
  /** What a policy reads of each offer, worked out once per offer (the fares of an offer share it). */
  offers: WeakMap<PolicyOffer, OfferChecks>;
}

interface OfferChecks {
  blocked: BlockedSector | undefined;
  cap: { maxPaise: bigint; label: string } | null;
  /** The longest leg, minutes (the long-haul cabin rule). */
  longest: number;
  departureDay: string;
  /** Days from a booking day to departure, kept for the last day asked (one list, one day). */
  daysAhead?: { today: string; days: number };
}

const compiled = new WeakMap<FlightPolicy, CompiledPolicy>();
function compile(policy: FlightPolicy): CompiledPolicy {
  let done = compiled.get(policy);
  if (!done) {
    done = { blocked: indexSectorRules(policy.blockedSectors), caps: indexSectorRules(policy.fareCaps), offers: new WeakMap() };
    compiled.set(policy, done);
  }
  return done;
}

function checksOf(policy: FlightPolicy, offer: PolicyOffer): OfferChecks {
  const done = compile(policy);
  let checks = done.offers.get(offer);
  if (!checks) {
    const ends = tripEnds(offer.segments);
    let blocked: BlockedSector | undefined;
    for (const s of [...ends, ...offer.segments]) {
      blocked = firstRuleForSector(done.blocked, s.origin, s.destination);
      if (blocked) break;
    }
    let cap: FareCap | null = null;
    const first = ends[0];
    if (first) for (const rule of rulesForSector(done.caps, first.origin, first.destination)) if (!cap || rule.maxPaise < cap.maxPaise) cap = rule;
    const general = offer.domint === 'domestic' ? policy.maxDomesticFarePaise : policy.maxInternationalFarePaise;
    checks = {
      blocked,
      cap: cap ?? (general === null ? null : { maxPaise: general, label: `${offer.domint} flights` }),
      longest: offer.segments.reduce((max, s) => Math.max(max, s.duration), 0),
      departureDay: offer.segments[0]?.departure.slice(0, 10) ?? '',
    };
    done.offers.set(offer, checks);
  }
  return checks;
}

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
  return fare.paxfares.reduce((max, pax) => {
    const paise = parseMinorUnits(pax.totalfare);
    return paise > max ? paise : max;
  }, 0n);
}

/** A broken rule with what its reason needs; the text is written only when someone reads it. */
type Finding =
  | { rule: 'blocked'; reason: string }
  | { rule: 'cabin'; cabin: Cabin }
  | { rule: 'farecap'; perTraveller: bigint; maxPaise: bigint; label: string }
  | { rule: 'lowestfare'; above: bigint; lowest: bigint; by: 'margin' | 'percent' }
  | { rule: 'advancepurchase'; days: number }
  | { rule: 'refundable' };

function lowestFareFinding(policy: FlightPolicy, farePaise: bigint, lowest: bigint): Finding | null {
  const above = farePaise - lowest;
  if (above <= 0n) return null;
  if (policy.lowestFareMarginPaise !== null && above > policy.lowestFareMarginPaise) return { rule: 'lowestfare', above, lowest, by: 'margin' };
  if (policy.lowestFarePercent !== null && above * 100n > lowest * BigInt(policy.lowestFarePercent)) return { rule: 'lowestfare', above, lowest, by: 'percent' };
  return null;
}

function findings(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): Finding[] {
  const checks = checksOf(policy, offer);
  const found: Finding[] = [];
  if (checks.blocked) found.push({ rule: 'blocked', reason: checks.blocked.reason });
  const allowed = offer.domint === 'domestic' ? policy.domesticCabins : policy.internationalCabins;
  const longHaul = policy.longHaulMinutes !== null && checks.longest >= policy.longHaulMinutes && policy.longHaulCabins.includes(fare.cabin);
  if (!allowed.includes(fare.cabin) && !longHaul) found.push({ rule: 'cabin', cabin: fare.cabin });
  if (checks.cap) {
    const perTraveller = fare.perTravellerPaise ?? farePerTravellerPaise(fare);
    if (perTraveller > checks.cap.maxPaise) found.push({ rule: 'farecap', perTraveller, maxPaise: checks.cap.maxPaise, label: checks.cap.label });
  }
  if (policy.lowestFareMarginPaise !== null || policy.lowestFarePercent !== null) {
    const lowest = lowestFareFinding(policy, fare.totalPaise ?? parseMinorUnits(fare.totalfare), context.lowestPaise);
    if (lowest) found.push(lowest);
  }
  if (policy.advancePurchaseDays !== null && checks.departureDay) {
    if (checks.daysAhead?.today !== context.today) checks.daysAhead = { today: context.today, days: daysBetween(context.today, checks.departureDay) };
    const { days } = checks.daysAhead;
    if (days < policy.advancePurchaseDays) found.push({ rule: 'advancepurchase', days });
  }
  if (policy.refundableOnly && fare.refundable !== 'Y') found.push({ rule: 'refundable' });
  return found;
}

function reasonOf(policy: FlightPolicy, offer: PolicyOffer, f: Finding): string {
  switch (f.rule) {
    case 'blocked':
      return f.reason;
    case 'cabin':
      return `${CABIN_NAMES[f.cabin]} class is not allowed on ${offer.domint} flights by your company's travel policy`;
    case 'farecap':
      return `Fare of ${rupees(f.perTraveller)} per traveller is above the policy limit of ${rupees(f.maxPaise)} for ${f.label}`;
    case 'lowestfare':
      return f.by === 'margin'
        ? `Fare is ${rupees(f.above)} above the lowest fare of ${rupees(f.lowest)} for this search, more than the ${rupees(policy.lowestFareMarginPaise!)} your policy allows`
        : `Fare is more than ${policy.lowestFarePercent}% above the lowest fare of ${rupees(f.lowest)} for this search`;
    case 'advancepurchase':
      return `Booked ${f.days} day${f.days === 1 ? '' : 's'} before departure; your company's travel policy asks for at least ${policy.advancePurchaseDays}`;
    case 'refundable':
      return "Only refundable fares are allowed by your company's travel policy";
  }
}

/** The rules the fare breaks, without their texts: what filters and the simulator need. */
export function brokenRules(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): PolicyRule[] {
  return findings(policy, offer, fare, context).map((f) => f.rule);
}

/** Every rule the fare breaks with its reason, in a fixed order. */
export function policyViolations(policy: FlightPolicy, offer: PolicyOffer, fare: PolicyFare, context: PolicyContext): PolicyViolation[] {
  return findings(policy, offer, fare, context).map((f) => ({ rule: f.rule, reason: reasonOf(policy, offer, f) }));
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
