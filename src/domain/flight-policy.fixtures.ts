import { CABINS } from './flight-offer';
import type { BlockedSector, FlightPolicy } from './flight-policy';

/** Test policies: everything allowed unless the test says otherwise. */
export function policyWith(rules: Partial<FlightPolicy> = {}): FlightPolicy {
  return {
    blockedSectors: [],
    domesticCabins: CABINS,
    internationalCabins: CABINS,
    longHaulMinutes: null,
    longHaulCabins: [],
    maxDomesticFarePaise: null,
    maxInternationalFarePaise: null,
    fareCaps: [],
    lowestFareMarginPaise: null,
    lowestFarePercent: null,
    lowestFareWindowMinutes: null,
    advancePurchaseDays: null,
    refundableOnly: false,
    ...rules,
  };
}

/** A blocked airport pair, one way. */
export const blockedPair = (origin: string, destination: string, reason: string): BlockedSector => ({ origins: [origin], destinations: [destination], reason });
