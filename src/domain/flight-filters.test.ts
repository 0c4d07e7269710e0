import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summary as offer } from './flight-filters.fixtures';
import { offerFacets } from './flight-filters-facets';
import { filterAndSort, indexOffers, NO_FILTERS, SORT_KEYS, type OfferFilters } from './flight-filters';
import { blockedPair, policyWith } from './flight-policy.fixtures';

const TODAY = '2026-11-01';

const offers = [
  offer({ key: 'a', carrier: '6E', departs: '05:30', duration: 160, fares: ['4800.00', '6200.00'] }),
  offer({ key: 'b', carrier: 'AI', departs: '09:15', duration: 140, fares: ['5600.00'], refundable: 'Y' }),
  offer({ key: 'c', carrier: 'UK', departs: '14:00', duration: 310, stops: 1, fares: ['4300.00', '7000.00'] }),
  offer({ key: 'd', carrier: '6E', departs: '19:45', duration: 150, fares: ['5100.00'], checkin: '0 KG' }),
];
const keys = (filters: Partial<OfferFilters>, sort: (typeof SORT_KEYS)[number] = 'price') =>
  filterAndSort(indexOffers(offers), { ...NO_FILTERS, ...filters }, sort).map((s) => s.offer.flightkey);

describe('flight result filters', () => {
  it('sorts by price, departure or duration', () => {
    expect(keys({})).toEqual(['c', 'a', 'd', 'b']);
    expect(keys({}, 'departure')).toEqual(['a', 'b', 'c', 'd']);
    expect(keys({}, 'duration')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('filters by time band, stops, airline and price', () => {
    expect(keys({ bands: ['early', 'evening'] })).toEqual(['a', 'd']);
    expect(keys({ stops: [0] })).toEqual(['a', 'd', 'b']);
    expect(keys({ stops: [1] })).toEqual(['c']);
    expect(keys({ carriers: ['6E', 'UK'] })).toEqual(['c', 'a', 'd']);
    expect(keys({ minPaise: 500000n, maxPaise: 560000n })).toEqual(['d', 'b']);
    expect(keys({ minPaise: 600000n })).toEqual(['a', 'c']);
  });

  it('shows the cheapest fare that fits: refundable-only reaches an offer’s flexible fare', () => {
    const shown = filterAndSort(indexOffers(offers), { ...NO_FILTERS, refundability: 'refundable' }, 'price');
    expect(shown.map((s) => [s.offer.flightkey, s.fare.totalfare])).toEqual([
      ['b', '5600.00'],
      ['a', '6200.00'],
      ['c', '7000.00'],
    ]);
    expect(keys({ refundability: 'nonrefundable' })).toEqual(['c', 'a', 'd']);
  });

  it('judges each fare against the company policy, and the policy filter keeps fares in policy', () => {
    const rules = { domesticCabins: ['economy' as const], internationalCabins: ['economy' as const], lowestFareMarginPaise: 1_000_00n };
    const policy = policyWith({ ...rules, blockedSectors: [blockedPair('BLR', 'DEL', 'Blocked route')] });
    const indexed = indexOffers(offers, { policy: policyWith(rules), today: TODAY });
    const inPolicy = filterAndSort(indexed, { ...NO_FILTERS, policy: 'inpolicy' }, 'price');
    // Lowest 4300: a fare up to ₹5,300 is in policy.
    expect(inPolicy.map((s) => [s.offer.flightkey, s.fare.totalfare])).toEqual([
      ['c', '4300.00'],
      ['a', '4800.00'],
      ['d', '5100.00'],
    ]);
    expect(inPolicy.every((s) => s.verdict().inpolicy)).toBe(true);
    const all = filterAndSort(indexed, NO_FILTERS, 'price');
    expect(all.find((s) => s.offer.flightkey === 'b')!.verdict().policyviolationreason).toMatch(/^Fare is ₹1,300 above/);
    // Refundable and in policy: a's refundable fare (6200) is too dear.
    expect(filterAndSort(indexed, { ...NO_FILTERS, policy: 'inpolicy', refundability: 'refundable' }, 'price')).toEqual([]);
    // A blocked route: every fare out of policy, with the reason.
    const blocked = filterAndSort(indexOffers(offers, { policy, today: TODAY }), NO_FILTERS, 'price');
    expect(blocked.every((s) => s.verdict().blocked && s.verdict().blockedreason === 'Blocked route')).toBe(true);
    // No policy, or not known: everything in policy.
    expect(filterAndSort(indexOffers(offers, { policy: null, today: TODAY }), { ...NO_FILTERS, policy: 'inpolicy' }, 'price')).toHaveLength(4);
  });

  it('compares with the lowest fare of flights within the window, when the policy sets one', () => {
    const policy = policyWith({ lowestFareMarginPaise: 500_00n, lowestFareWindowMinutes: 240 });
    const shown = filterAndSort(indexOffers(offers, { policy, today: TODAY }), { ...NO_FILTERS, policy: 'inpolicy' }, 'price');
    // a (05:30, 4800) and b (09:15, 5600) are within 4 h of each other: b is ₹800 above a, out; a is the lowest near it, in.
    // c (14:00) has nothing within 4 h; d (19:45, 5100) has no cheaper flight within 4 h (c is 5 h 45 earlier): both in.
    expect(shown.map((s) => [s.offer.flightkey, s.fare.totalfare])).toEqual([
      ['c', '4300.00'],
      ['a', '4800.00'],
      ['d', '5100.00'],
    ]);
    const wholeList = filterAndSort(indexOffers(offers, { policy: policyWith({ lowestFareMarginPaise: 500_00n }), today: TODAY }), { ...NO_FILTERS, policy: 'inpolicy' }, 'price');
    expect(wholeList.map((s) => s.offer.flightkey)).toEqual(['c', 'a']);
  });

  it('offers the airlines, stops and price span present', () => {
    expect(offerFacets(indexOffers(offers))).toEqual({
      carriers: [
        { code: 'AI', name: 'Air India', count: 1 },
        { code: '6E', name: 'IndiGo', count: 2 },
        { code: 'UK', name: 'Vistara', count: 1 },
      ],
      stops: [0, 1],
      minPaise: 430000n,
      maxPaise: 700000n,
    });
  });

  it('never invents offers, keeps every fitting one, and orders them by the key', () => {
    const spec = fc.record({
      carrier: fc.constantFrom('6E', 'AI', 'UK', 'SG'),
      departs: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(
        ([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      ),
      duration: fc.integer({ min: 45, max: 900 }),
      stops: fc.integer({ min: 0, max: 2 }),
      fares: fc.integer({ min: 1000, max: 90000 }).map((r) => [`${r}.00`]),
    });
    const filters = fc.record({
      stops: fc.subarray([0, 1, 2] as const),
      carriers: fc.subarray(['6E', 'AI', 'UK', 'SG']),
      maxPaise: fc.option(fc.bigInt({ min: 100000n, max: 9000000n })),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 40 }), filters, fc.constantFrom(...SORT_KEYS), (specs, f, sort) => {
        const list = specs.map((s, i) => offer({ ...s, key: `k${i}` }));
        const shown = filterAndSort(indexOffers(list), { ...NO_FILTERS, ...f }, sort);
        const fits = list.filter(
          (o) =>
            (f.stops.length === 0 || f.stops.includes(o.stops as 0 | 1 | 2)) &&
            (f.carriers.length === 0 || f.carriers.includes(o.segments[0]!.carrier)) &&
            (f.maxPaise === null || BigInt(o.fares[0]!.totalfare.replace('.', '')) <= f.maxPaise),
        );
        expect(new Set(shown.map((s) => s.offer.flightkey))).toEqual(new Set(fits.map((o) => o.flightkey)));
        const key = (s: (typeof shown)[number]) =>
          sort === 'price' ? Number(s.paise) : sort === 'duration' ? s.offer.totalduration : s.offer.segments[0]!.departure;
        for (let i = 1; i < shown.length; i++) expect(key(shown[i - 1]!) <= key(shown[i]!)).toBe(true);
      }),
    );
  });
});
