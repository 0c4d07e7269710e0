import { describe, expect, it } from 'vitest';
import type { FlightFare, FlightOffer } from './flight-offer';
import { fare as baseFare, offer as baseOffer } from './flight-filters.fixtures';
import { type FlightPolicy, evaluateFarePolicy } from './flight-policy';
import { blockedPair, policyWith } from './flight-policy.fixtures';

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";

const acme: FlightPolicy = policyWith({
  blockedSectors: [blockedPair('BOM', 'GOI', MUMBAI_GOA), blockedPair('GOI', 'BOM', MUMBAI_GOA)],
  domesticCabins: ['economy'],
  internationalCabins: ['economy', 'business'],
  maxDomesticFarePaise: 12_000_00n,
  lowestFareMarginPaise: 3_000_00n,
  lowestFarePercent: 30,
});

/** The comparison fare and a booking day well before the fixtures' 2026-12-01 flights. */
const near = (lowestPaise: bigint) => ({ lowestPaise, today: '2026-11-01' });

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
    expect(evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('5000.00'), near(5000_00n))).toEqual({
      inpolicy: true,
      policyviolationreason: '',
      blocked: false,
      blockedreason: '',
      violations: [],
    });
  });

  it('blocks Mumbai–Goa both ways, also inside a connection', () => {
    for (const route of [
      ['BOM', 'GOI'],
      ['GOI', 'BOM'],
      ['DEL', 'BOM', 'GOI'],
    ]) {
      const verdict = evaluateFarePolicy(acme, flight(route), fare('4000.00'), near(4000_00n));
      expect(verdict).toMatchObject({ inpolicy: false, blocked: true, blockedreason: MUMBAI_GOA });
      expect(verdict.policyviolationreason).toContain(MUMBAI_GOA);
    }
  });

  it('allows business class internationally only', () => {
    const business = fare('9000.00', { cabin: 'business' });
    expect(evaluateFarePolicy(acme, flight(['DEL', 'DXB'], 'international'), business, near(9000_00n)).inpolicy).toBe(true);
    const domestic = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), business, near(9000_00n));
    expect(domestic.policyviolationreason).toBe(
      "Business class is not allowed on domestic flights by your company's travel policy",
    );
  });

  it('refuses a domestic fare above the limit per traveller, not an international one', () => {
    const verdict = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('12500.00'), near(12500_00n));
    expect(verdict.policyviolationreason).toBe(
      'Fare of ₹12,500 per traveller is above the policy limit of ₹12,000 for domestic flights',
    );
    expect(
      evaluateFarePolicy(acme, flight(['DEL', 'DXB'], 'international'), fare('12500.00'), near(12500_00n)).inpolicy,
    ).toBe(true);
  });

  it('applies the lowest-fare rule by amount and by percentage', () => {
    const byAmount = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('11000.00'), near(7000_00n));
    expect(byAmount.policyviolationreason).toBe(
      'Fare is ₹4,000 above the lowest fare of ₹7,000 for this search, more than the ₹3,000 your policy allows',
    );
    const byPercent = evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('4000.00'), near(3000_00n));
    expect(byPercent.policyviolationreason).toBe(
      'Fare is more than 30% above the lowest fare of ₹3,000 for this search',
    );
    expect(evaluateFarePolicy(acme, flight(['BLR', 'DEL']), fare('3900.00'), near(3000_00n)).inpolicy).toBe(true);
  });

  it('joins every reason', () => {
    const verdict = evaluateFarePolicy(acme, flight(['BOM', 'GOI']), fare('20000.00', { cabin: 'business' }), near(4000_00n));
    expect(verdict.policyviolationreason.split('; ')).toHaveLength(4);
  });

  it('has everything in policy without a policy', () => {
    expect(evaluateFarePolicy(null, flight(['BOM', 'GOI']), fare('90000.00', { cabin: 'first' }), near(1n)).inpolicy).toBe(
      true,
    );
  });

  it('allows a long-haul cabin only on flights with a leg long enough', () => {
    const policy = policyWith({ internationalCabins: ['economy'], longHaulMinutes: 360, longHaulCabins: ['business'] });
    const business = fare('90000.00', { cabin: 'business' });
    const long = { ...flight(['DEL', 'LHR'], 'international'), segments: flight(['DEL', 'LHR'], 'international').segments.map((s) => ({ ...s, duration: 540 })) };
    expect(evaluateFarePolicy(policy, long, business, near(1n)).inpolicy).toBe(true);
    expect(evaluateFarePolicy(policy, flight(['DEL', 'DXB'], 'international'), business, near(1n)).violations.map((v) => v.rule)).toEqual(['cabin']);
  });

  it('applies the lowest matching fare cap on the trip ends instead of the general limit', () => {
    const policy = policyWith({
      maxDomesticFarePaise: 5_000_00n,
      fareCaps: [
        { origins: ['BLR'], destinations: ['DEL', 'BOM'], maxPaise: 9_000_00n, label: 'Bengaluru → Metro cities' },
        { origins: null, destinations: ['DEL'], maxPaise: 8_000_00n, label: 'anywhere → Delhi' },
      ],
    });
    expect(evaluateFarePolicy(policy, flight(['BLR', 'DEL']), fare('7900.00'), near(7900_00n)).inpolicy).toBe(true);
    expect(evaluateFarePolicy(policy, flight(['BLR', 'DEL']), fare('8100.00'), near(8100_00n)).policyviolationreason).toBe(
      'Fare of ₹8,100 per traveller is above the policy limit of ₹8,000 for anywhere → Delhi',
    );
    expect(evaluateFarePolicy(policy, flight(['BLR', 'BOM']), fare('8500.00'), near(8500_00n)).inpolicy).toBe(true);
    expect(evaluateFarePolicy(policy, flight(['BLR', 'MAA']), fare('5500.00'), near(5500_00n)).violations.map((v) => v.rule)).toEqual(['farecap']);
  });

  it('blocks by airport lists and by anywhere', () => {
    const policy = policyWith({ blockedSectors: [{ origins: null, destinations: ['GOI', 'GOX'], reason: 'No Goa' }] });
    expect(evaluateFarePolicy(policy, flight(['DEL', 'GOX']), fare('4000.00'), near(1n)).blockedreason).toBe('No Goa');
    expect(evaluateFarePolicy(policy, flight(['GOI', 'DEL']), fare('4000.00'), near(1n)).blocked).toBe(false);
  });

  it('asks for booking days ahead and refundable fares when the policy says so', () => {
    const policy = policyWith({ advancePurchaseDays: 14, refundableOnly: true });
    const late = evaluateFarePolicy(policy, flight(['BLR', 'DEL']), fare('4000.00'), { lowestPaise: 1n, today: '2026-11-20' });
    expect(late.policyviolationreason).toBe(
      "Booked 11 days before departure; your company's travel policy asks for at least 14; Only refundable fares are allowed by your company's travel policy",
    );
    const early = evaluateFarePolicy(policy, flight(['BLR', 'DEL']), fare('4000.00', { refundable: 'Y' }), { lowestPaise: 1n, today: '2026-11-17' });
    expect(early.inpolicy).toBe(true);
  });
});
