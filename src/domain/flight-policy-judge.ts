import { CABINS, type Cabin } from './flight-offer';
import type { BlockedSector, FareCap, FlightPolicy, PolicyContext, PolicyOffer, PolicyRule } from './flight-policy-types';
import { type Sector, type SectorIndex, firstRuleForSectors, indexSectorRules, rulesForSector, tripEnds } from './flight-policy-sectors';
import { daysBetween } from './calendar-days';

/*
 * Which rules a fare breaks, worked out in three steps so that judging every fare of a wide search
 * (or 100,000 replayed bookings) stays a few comparisons per fare (docs/features/policy.md "How the
 * engine stays fast"):
 * 1. once per policy: its sector rules indexed by origin, and the fare rules it can break at all;
 * 2. once per offer: its trips' ends, longest leg and departure day (whatever the policy), then once
 *    per policy its blocked sector, its fare cap and which cabins it may use;
 * 3. once per offer, booking day and comparison fare (judgeOffer): the dearest total the lowest-fare
 *    rule lets through and the days ahead, so a fare is then judged without reading the offer again.
 * Nothing here writes a reason (flight-policy.ts does, when asked) or allocates per fare.
 */

/** What the rules read of a fare: its cabin, refundability and amounts, already in paise. */
export interface FareTerms {
  cabin: Cabin;
  refundable: 'Y' | 'N';
  totalPaise: bigint;
  /** The highest total among the fare's traveller types (fare caps are per traveller). */
  perTravellerPaise: bigint;
}

/** Every rule, in the order a verdict lists them. */
export const RULE_ORDER: readonly PolicyRule[] = ['blocked', 'cabin', 'farecap', 'lowestfare', 'advancepurchase', 'refundable'];

/** A limit on what one traveller's fare may cost, and where it holds (a fare cap or the general limit). */
interface FareLimit {
  maxPaise: bigint;
  label: string;
}

interface CompiledPolicy {
  blocked: SectorIndex<BlockedSector>;
  caps: SectorIndex<FareCap>;
  /** The fare limits when no fare cap matches. */
  domesticLimit: FareLimit | null;
  internationalLimit: FareLimit | null;
  /** The rules that depend on the fare and that this policy can break at all; the others hold for the whole offer. */
  fareRules: readonly PolicyRule[];
  /** 100 + the lowest-fare percentage (null: no percentage rule). */
  hundredPlusPercent: bigint | null;
  offers: WeakMap<PolicyOffer, OfferChecks>;
}

/** What the rules read of an offer whatever the policy: the simulator judges each booking by two. */
interface OfferRoute {
  ends: Sector[];
  /** The longest leg, minutes (the long-haul cabin rule). */
  longest: number;
  departureDay: string;
  /** Days from a booking day to departure, kept for the last day asked (one list, one day). */
  daysAhead?: { today: string; days: number };
}

/** What a policy reads of an offer whatever the day or the comparison fare (its fares share it). */
export interface OfferChecks {
  route: OfferRoute;
  blocked: BlockedSector | undefined;
  cap: FareLimit | null;
  /** The domestic or the international cabins, and the long-haul ones when a leg is long enough (else none). */
  cabins: readonly Cabin[];
  longHaulCabins: readonly Cabin[];
}

/** An offer judged on one booking day against its comparison fare: what each of its fares is then held to. */
export interface OfferJudgement {
  policy: FlightPolicy;
  offer: PolicyOffer;
  checks: OfferChecks;
  fareRules: readonly PolicyRule[];
  lowestPaise: bigint;
  /**
   * The dearest total the lowest-fare rule lets through (null = no such rule), worked out when a
   * fare first gets that far (lowestFareLimitOf): most fares a list judges break an earlier rule.
   */
  lowestFareLimit?: bigint | null;
  /** Days from the booking day to departure; null when the policy has no advance-purchase rule. */
  daysAhead: number | null;
  tooLate: boolean;
}

const NONE: readonly Cabin[] = [];

/** The long-haul cabins an offer whose longest leg is `longest` minutes may also use (none when not long enough). */
export const longHaulCabinsFor = (policy: FlightPolicy, longest: number): readonly Cabin[] =>
  policy.longHaulMinutes !== null && longest >= policy.longHaulMinutes ? policy.longHaulCabins : NONE;

/** Whether booking `daysAhead` days before departure breaks the advance-purchase rule (null: not asked). */
export const tooLateFor = (policy: FlightPolicy, daysAhead: number | null): boolean =>
  daysAhead !== null && policy.advancePurchaseDays !== null && daysAhead < policy.advancePurchaseDays;

function fareRulesOf(policy: FlightPolicy): PolicyRule[] {
  const everyCabin = CABINS.every((c) => policy.domesticCabins.includes(c) && policy.internationalCabins.includes(c));
  const anyCap = policy.fareCaps.length > 0 || policy.maxDomesticFarePaise !== null || policy.maxInternationalFarePaise !== null;
  const lowestFare = policy.lowestFareMarginPaise !== null || policy.lowestFarePercent !== null;
  // A blocked sector and the advance-purchase rule hold for the whole offer: judgeOffer answers them.
  const can: Partial<Record<PolicyRule, boolean>> = { cabin: !everyCabin, farecap: anyCap, lowestfare: lowestFare, refundable: policy.refundableOnly };
  return RULE_ORDER.filter((rule) => can[rule] === true);
}

const compiled = new WeakMap<FlightPolicy, CompiledPolicy>();
function compile(policy: FlightPolicy): CompiledPolicy {
  let done = compiled.get(policy);
  if (!done) {
    const limit = (maxPaise: bigint | null, label: string) => (maxPaise === null ? null : { maxPaise, label });
    done = {
      blocked: indexSectorRules(policy.blockedSectors),
      caps: indexSectorRules(policy.fareCaps),
      domesticLimit: limit(policy.maxDomesticFarePaise, 'domestic flights'),
      internationalLimit: limit(policy.maxInternationalFarePaise, 'international flights'),
      fareRules: fareRulesOf(policy),
      hundredPlusPercent: policy.lowestFarePercent === null ? null : BigInt(100 + policy.lowestFarePercent),
      offers: new WeakMap(),
    };
    compiled.set(policy, done);
  }
  return done;
}

const routes = new WeakMap<PolicyOffer, OfferRoute>();
function routeOf(offer: PolicyOffer): OfferRoute {
  let route = routes.get(offer);
  if (!route) {
    let longest = 0;
    for (const s of offer.segments) if (s.duration > longest) longest = s.duration;
    route = { ends: tripEnds(offer.segments), longest, departureDay: offer.segments[0]?.departure.slice(0, 10) ?? '' };
    routes.set(offer, route);
  }
  return route;
}

/** The lowest fare cap on the onward trip's ends. */
function lowestCap(caps: SectorIndex<FareCap>, ends: readonly Sector[]): FareCap | null {
  const first = ends[0];
  let cap: FareCap | null = null;
  if (first) for (const rule of rulesForSector(caps, first.origin, first.destination)) if (!cap || rule.maxPaise < cap.maxPaise) cap = rule;
  return cap;
}

/** What the policy reads of the offer, worked out once per offer (a list judges each offer's fares, and may be judged again). */
export function checksOf(policy: FlightPolicy, offer: PolicyOffer): OfferChecks {
  return checksIn(compile(policy), policy, offer);
}

function checksIn(done: CompiledPolicy, policy: FlightPolicy, offer: PolicyOffer): OfferChecks {
  let checks = done.offers.get(offer);
  if (!checks) {
    const route = routeOf(offer);
    const domestic = offer.domint === 'domestic';
    checks = {
      route,
      // A blocked pair counts as a trip's end points and inside a connection.
      blocked: firstRuleForSectors(done.blocked, route.ends) ?? firstRuleForSectors(done.blocked, offer.segments),
      cap: lowestCap(done.caps, route.ends) ?? (domestic ? done.domesticLimit : done.internationalLimit),
      cabins: domestic ? policy.domesticCabins : policy.internationalCabins,
      longHaulCabins: longHaulCabinsFor(policy, route.longest),
    };
    done.offers.set(offer, checks);
  }
  return checks;
}

/** ⌊a / 100⌋, for a negative a too (bigint division rounds toward zero). */
const floorHundredth = (a: bigint) => (a >= 0n ? a / 100n : -((-a + 99n) / 100n));

/**
 * The dearest total the lowest-fare rule allows: a fare breaks it when it is above the comparison
 * fare by more than the margin or by more than the percentage, so it holds up to the smaller of the
 * two limits (fare × 100 > lowest × (100 + percent) is fare > ⌊lowest × (100 + percent) / 100⌋),
 * and never below the comparison fare itself.
 */
function lowestFareLimit(policy: FlightPolicy, lowest: bigint): bigint | null {
  const { hundredPlusPercent } = compile(policy);
  const byMargin = policy.lowestFareMarginPaise === null ? null : lowest + policy.lowestFareMarginPaise;
  const byPercent = hundredPlusPercent === null ? null : floorHundredth(lowest * hundredPlusPercent);
  const limit = byMargin === null ? byPercent : byPercent === null || byMargin < byPercent ? byMargin : byPercent;
  return limit === null || limit > lowest ? limit : lowest;
}

function lowestFareLimitOf(j: OfferJudgement): bigint | null {
  if (j.lowestFareLimit === undefined) j.lowestFareLimit = lowestFareLimit(j.policy, j.lowestPaise);
  return j.lowestFareLimit;
}

function daysAheadOf(policy: FlightPolicy, route: OfferRoute, today: string): number | null {
  if (policy.advancePurchaseDays === null || !route.departureDay) return null;
  if (route.daysAhead?.today !== today) route.daysAhead = { today, days: daysBetween(today, route.departureDay) };
  return route.daysAhead.days;
}

export function judgeOffer(policy: FlightPolicy, offer: PolicyOffer, context: PolicyContext): OfferJudgement {
  const done = compile(policy);
  const checks = checksIn(done, policy, offer);
  const daysAhead = daysAheadOf(policy, checks.route, context.today);
  return {
    policy,
    offer,
    checks,
    fareRules: done.fareRules,
    lowestPaise: context.lowestPaise,
    lowestFareLimit: undefined,
    daysAhead,
    tooLate: tooLateFor(policy, daysAhead),
  };
}

/** Whether the fare breaks the rule: each rule's test, in one place. */
export function breaks(rule: PolicyRule, j: OfferJudgement, fare: FareTerms): boolean {
  switch (rule) {
    case 'blocked':
      return j.checks.blocked !== undefined;
    case 'cabin':
      return !j.checks.cabins.includes(fare.cabin) && !j.checks.longHaulCabins.includes(fare.cabin);
    case 'farecap':
      return j.checks.cap !== null && fare.perTravellerPaise > j.checks.cap.maxPaise;
    case 'lowestfare': {
      const limit = lowestFareLimitOf(j);
      return limit !== null && fare.totalPaise > limit;
    }
    case 'advancepurchase':
      return j.tooLate;
    case 'refundable':
      return j.policy.refundableOnly && fare.refundable !== 'Y';
  }
}

/**
 * In policy or not: a blocked sector or a late booking fails every fare of the offer; otherwise only
 * the fare rules the policy has are asked, up to the first one broken.
 */
export function fareInPolicy(j: OfferJudgement, fare: FareTerms): boolean {
  if (j.checks.blocked || j.tooLate) return false;
  for (const rule of j.fareRules) if (breaks(rule, j, fare)) return false;
  return true;
}

/** Every rule the fare breaks, in the fixed order. */
export function rulesBroken(j: OfferJudgement, fare: FareTerms): PolicyRule[] {
  const broken: PolicyRule[] = [];
  for (const rule of RULE_ORDER) if (breaks(rule, j, fare)) broken.push(rule);
  return broken;
}
