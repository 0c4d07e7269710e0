import { describe, expect, it } from 'vitest';
import { cheaperPerSector } from '../../server/features/flights/booking-alternative-sectors';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { offer as baseOffer } from '../../src/domain/flight-filters.fixtures';
import type { FlightPolicy } from '../../src/domain/flight-policy';
import { blockedPair, policyWith } from '../../src/domain/flight-policy.fixtures';

/*
 * The per-sector alternative (issue 15) on hand-made lists: each sector swaps to its own list's
 * cheapest in-policy fare only when that is cheaper, and the mix is offered only when it saves.
 */

const GOA_BLOCKED = "Travel to Goa is not allowed by your company's travel policy";
const policy: FlightPolicy = policyWith({
  blockedSectors: [blockedPair('DEL', 'GOI', GOA_BLOCKED)],
  domesticCabins: ['economy'],
  internationalCabins: ['economy'],
  maxDomesticFarePaise: 6_000_00n,
});
/** A booking day before the lists' flights. */
const TODAY = '2026-01-01';

/** One adult per fare, so the per-traveller fare limit reads the fare's total. */
function offer(spec: Parameters<typeof baseOffer>[0]): FlightOffer {
  const built = baseOffer(spec);
  const adult = (totalfare: string) => ({
    paxtype: 'ADT' as const,
    count: 1,
    basefare: totalfare,
    taxes: [],
    totalfare,
  });
  return { ...built, fares: built.fares.map((f) => ({ ...f, paxfares: [adult(f.totalfare)] })) };
}

function returnFlight(key: string, departs: string, fares: string[], via?: string): FlightOffer {
  const built = offer({ key, carrier: 'AI', departs, fares });
  const leg = { ...built.segments[0]!, tripnumber: 2 as const, origin: 'DEL', destination: 'BLR' };
  const segments = via
    ? [
        { ...leg, destination: via },
        { ...leg, origin: via, flightnumber: '202' },
      ]
    : [leg];
  return { ...built, segments, stops: segments.length - 1 };
}

const onward = [
  offer({ key: 'ON-CHEAP', departs: '06:15', fares: ['4000.00'] }),
  offer({ key: 'ON-MID', departs: '09:00', fares: ['5000.00'] }),
  offer({ key: 'ON-DEAR', departs: '18:30', fares: ['5800.00', '7500.00'] }),
];
const back = [
  returnFlight('BK-GOA', '07:00', ['3000.00'], 'GOI'),
  returnFlight('BK-MID', '12:00', ['4500.00']),
  returnFlight('BK-DEAR', '20:00', ['5500.00']),
];
const pick = (list: FlightOffer[], key: string, n = 0) => {
  const found = list.find((o) => o.flightkey === key)!;
  return { flightkey: found.flightkey, farekey: found.fares[n]!.farekey };
};

describe('cheaperPerSector', () => {
  it('swaps only the sector that has a cheaper fare in policy and keeps the other as requested', () => {
    const alternative = cheaperPerSector(policy, [onward, back], [pick(onward, 'ON-DEAR'), pick(back, 'BK-MID')], TODAY);
    expect(alternative).toEqual({
      flightnumber: '6E 101',
      departtime: '06:15',
      arrivetime: '08:45',
      amount: '8500.00',
      saving: '1800.00',
      sectors: [
        {
          route: 'BLR-DEL',
          flightnumber: '6E 101',
          departtime: '06:15',
          arrivetime: '08:45',
          amount: '4000.00',
          asrequested: false,
        },
        {
          route: 'DEL-BLR',
          flightnumber: 'AI 101',
          departtime: '12:00',
          arrivetime: '14:30',
          amount: '4500.00',
          asrequested: true,
        },
      ],
    });
  });

  it('swaps both sectors when both have cheaper fares in policy', () => {
    const alternative = cheaperPerSector(policy, [onward, back], [pick(onward, 'ON-MID'), pick(back, 'BK-DEAR')], TODAY);
    expect(alternative?.sectors?.map((s) => [s.amount, s.asrequested])).toEqual([
      ['4000.00', false],
      ['4500.00', false],
    ]);
    expect(alternative).toMatchObject({ amount: '8500.00', saving: '2000.00' });
  });

  it('offers nothing when every chosen fare is already the cheapest in policy', () => {
    expect(cheaperPerSector(policy, [onward, back], [pick(onward, 'ON-CHEAP'), pick(back, 'BK-MID')], TODAY)).toBeNull();
  });

  it('skips a cheaper fare on a blocked sector (the return via Goa)', () => {
    const alternative = cheaperPerSector(policy, [onward, back], [pick(onward, 'ON-CHEAP'), pick(back, 'BK-DEAR')], TODAY);
    expect(alternative?.sectors?.[1]).toMatchObject({
      flightnumber: 'AI 101',
      departtime: '12:00',
      amount: '4500.00',
      asrequested: false,
    });
    expect(alternative).toMatchObject({ amount: '8500.00', saving: '1000.00' });
  });

  it('skips fares out of policy: above the fare limit or in a cabin the policy does not allow', () => {
    const business = offer({ key: 'ON-BIZ', departs: '05:00', fares: ['3500.00'] });
    business.fares = business.fares.map((f) => ({ ...f, cabin: 'business' as const }));
    const list = [
      business,
      offer({ key: 'ON-OVER', departs: '08:00', fares: ['6500.00'] }),
      offer({ key: 'ON-TOP', departs: '10:00', fares: ['7000.00'] }),
    ];
    expect(cheaperPerSector(policy, [list, back], [pick(list, 'ON-TOP'), pick(back, 'BK-MID')], TODAY)).toBeNull();
  });

  it('uses the cheapest fare of each list when the company has no policy', () => {
    const alternative = cheaperPerSector(null, [onward, back], [pick(onward, 'ON-DEAR', 1), pick(back, 'BK-MID')], TODAY);
    expect(alternative?.sectors?.map((s) => s.amount)).toEqual(['4000.00', '3000.00']);
    expect(alternative).toMatchObject({ amount: '7000.00', saving: '5000.00' });
  });

  it('offers nothing when a chosen fare is not in its list', () => {
    expect(cheaperPerSector(policy, [onward, back], [pick(back, 'BK-DEAR'), pick(back, 'BK-MID')], TODAY)).toBeNull();
  });
});
