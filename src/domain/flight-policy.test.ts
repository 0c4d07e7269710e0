import { describe, expect, it } from 'vitest';
import type { FlightFare, FlightOffer } from './flight-offer';
import { fare as baseFare, offer as baseOffer } from './flight-filters.fixtures';
import { type FlightPolicy, evaluateFarePolicy } from './flight-policy';

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";

const acme: FlightPolicy = {
  blockedSectors: [
    { origin: 'BOM', destination: 'GOI', reason: MUMBAI_GOA },
    { origin: 'GOI', destination: 'BOM', reason: MUMBAI_GOA },
  ],
  domesticCabins: ['economy'],
  internationalCabins: ['economy', 'business'],
  maxDomesticFarePaise: 12_000_00n,
  lowestFareMarginPaise: 3_000_00n,
  lowestFarePercent: 30,
};

function fare(total: string, extra: Partial<FlightFare> = {}): FlightFare {
  const paxfares = [{ paxtype: 'ADT' as const, count: 1, basefare: total, taxes: [], totalfare: total }];
  return { ...baseFare(total), paxfares, ...extra };
}

function flight(route: string[], domint: FlightOffer['domint'] = 'domestic'): FlightOffer {
  const template = baseOffer().segments[0]!;
  const segments = route.slice(1).map((to, i) => ({ ...template, origin: route[i]!, destination: to }));
  return { ...baseOffer(), domint, segments, stops: segments.length - 1 };
}

describe('evaluateFarePolicy', () => {
  it('keeps a cheap economy fare in policy', () => {
    expect(evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('5000.00'), 5000_00n)).toEqual({
      inpolicy: true,
      policyviolationreason: '',
      blocked: false,
      blockedreason: '',
    });
  });

  it('blocks Mumbai–Goa both ways, also inside a connection', () => {
    for (const route of [
      ['BOM', 'GOI'],
      ['GOI', 'BOM'],
      ['DEL', 'BOM', 'GOI'],
    ]) {
      const verdict = evaluateFarePolicy(acme, flight(route), fare('4000.00'), 4000_00n);
      expect(verdict).toMatchObject({ inpolicy: false, blocked: true, blockedreason: MUMBAI_GOA });
      expect(verdict.policyviolationreason).toContain(MUMBAI_GOA);
    }
  });

  it('allows business class internationally only', () => {
    const business = fare('9000.00', { cabin: 'business' });
    expect(evaluateFarePolicy(acme, flight(['DEL', 'DXB'], 'international'), business, 9000_00n).inpolicy).toBe(true);
    const domestic = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), business, 9000_00n);
    expect(domestic.policyviolationreason).toBe(
      "Business class is not allowed on domestic flights by your company's travel policy",
    );
  });

  it('refuses a domestic fare above the limit per traveller, not an international one', () => {
    const verdict = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('12500.00'), 12500_00n);
    expect(verdict.policyviolationreason).toBe(
      'Fare of ₹12,500 per traveller is above the policy limit of ₹12,000 for domestic flights',
    );
    expect(
      evaluateFarePolicy(acme, flight(['DEL', 'DXB'], 'international'), fare('12500.00'), 12500_00n).inpolicy,
    ).toBe(true);
  });

  it('applies the lowest-fare rule by amount and by percentage', () => {
    const byAmount = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('11000.00'), 7000_00n);
    expect(byAmount.policyviolationreason).toBe(
      'Fare is ₹4,000 above the lowest fare of ₹7,000 for this search, more than the ₹3,000 your policy allows',
    );
    const byPercent = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('4000.00'), 3000_00n);
    expect(byPercent.policyviolationreason).toBe(
      'Fare is more than 30% above the lowest fare of ₹3,000 for this search',
    );
    expect(evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('3900.00'), 3000_00n).inpolicy).toBe(true);
  });

  it('joins every reason', () => {
    const verdict = evaluateFarePolicy(acme, flight(['BOM', 'GOI']), fare('20000.00', { cabin: 'business' }), 4000_00n);
    expect(verdict.policyviolationreason.split('; ')).toHaveLength(4);
  });

  it('has everything in policy without a policy', () => {
    expect(evaluateFarePolicy(null, flight(['BOM', 'GOI']), fare('90000.00', { cabin: 'first' }), 1n).inpolicy).toBe(
      true,
    );
  });
});
