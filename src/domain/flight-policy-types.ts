import type { Cabin } from './flight-offer';
import type { SectorRule } from './flight-policy-sectors';

/*
 * A traveller's flight policy as the engine reads it (flight-policy.ts, flight-policy-judge.ts), and
 * what it reads of an offer: the server compiles it from a policy version (server/policy/flight-policy.ts).
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

/** What a verdict reads of an offer: a full FlightOffer or a results summary (OfferSummary) both fit. */
export interface PolicyOffer {
  domint: 'domestic' | 'international';
  segments: readonly { tripnumber: number; origin: string; destination: string; departure: string; duration: number }[];
}

/** What the verdict is judged against besides the policy. */
export interface PolicyContext {
  /** The comparison fare of the lowest-fare rule (lowestFareByOffer). */
  lowestPaise: bigint;
  /** The booking day, 'YYYY-MM-DD' (the advance-purchase rule). */
  today: string;
}
