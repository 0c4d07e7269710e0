import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import { CABINS, type Cabin } from './flight-offer';
import { type FlightPolicy, blockedSectorOf, brokenRules } from './flight-policy';
import { blockedPair, policyWith } from './flight-policy.fixtures';
import { type DigestOffer, type SearchedList, searchDigestOf } from './policy-search-digest';
import { judgeSearch, replayMemo, searchToJudge } from './policy-search-judge';

/*
 * A digest must give the verdict judging every fare of the search's lists gives (policy-search-
 * digest.ts): generated searches (connections, flights to another airport, long legs, mixed cabins
 * and refundability, travellers of several types, flights on the next day, empty lists) judged both
 * ways by several policies.
 */

const SEARCHED_DAY = '2026-05-01';
const AIRPORTS = ['BOM', 'DEL', 'BLR', 'HYD', 'GOI', 'DXB', 'LHR'];
const INDIA = new Set(['BOM', 'DEL', 'BLR', 'HYD', 'GOI']);

/** A small deterministic generator (mulberry32), so a failure names a seed that repeats it. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, pick: <T,>(items: readonly T[]) => items[int(items.length)]!, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const paise = (r: Random) => `${3000 + r.int(30_000)}.${String(r.int(100)).padStart(2, '0')}`;

function trip(r: Random, tripnumber: number, origin: string, destination: string, day: string) {
  const stops = r.chance(0.4) ? [] : [r.pick(AIRPORTS.filter((a) => a !== origin && a !== destination))];
  const points = [origin, ...stops, destination];
  return points.slice(1).map((to, i) => ({ tripnumber, origin: points[i]!, destination: to, departure: `${day}T0${r.int(10)}:00`, duration: 45 + r.int(12) * 60 }));
}

function offer(r: Random, ends: readonly { origin: string; destination: string }[]): DigestOffer {
  const day = r.chance(0.2) ? '2026-05-21' : '2026-05-20';
  // Now and then a flight to another airport of the city, as suppliers answer a city search.
  const to = (e: { destination: string }) => (r.chance(0.15) ? (e.destination === 'BLR' ? 'DEL' : 'BLR') : e.destination);
  const segments = ends.flatMap((e, i) => trip(r, i + 1, e.origin, to(e), day));
  const domint = segments.every((s) => INDIA.has(s.origin) && INDIA.has(s.destination)) ? 'domestic' : 'international';
  const cabin = r.pick<Cabin>(CABINS);
  const fares = Array.from({ length: r.int(5) }, () => ({
    cabin: r.chance(0.8) ? cabin : r.pick(CABINS),
    refundable: r.pick(['Y', 'N'] as const),
    paxfares: Array.from({ length: 1 + r.int(2) }, () => ({ totalfare: paise(r) })),
  }));
  return { domint, segments, fares };
}

function search(r: Random): SearchedList[] {
  const [from, to] = [r.pick(AIRPORTS), r.pick(AIRPORTS.slice(0, 5))];
  const origin = from === to ? 'GOI' : from;
  const destination = from === to ? 'BLR' : to;
  const combined = r.chance(0.3);
  const lists = combined ? [[{ origin, destination }, { origin: destination, destination: origin }]] : [[{ origin, destination }], ...(r.chance(0.5) ? [[{ origin: destination, destination: origin }]] : [])];
  return lists.map((ends) => ({ ends, offers: Array.from({ length: r.int(r.chance(0.5) ? 4 : 9) }, () => offer(r, ends)) }));
}

/** The verdict from every fare of every list: the one the digest must give. */
function judgedFareByFare(policy: FlightPolicy, lists: readonly SearchedList[], searchedDay: string) {
  const context = { lowestPaise: 0n, today: searchedDay };
  const listVerdicts = lists.map(({ ends, offers }) => {
    const asOffer = { domint: 'domestic' as const, segments: ends.map((e, i) => ({ ...e, tripnumber: i + 1, departure: '', duration: 0 })) };
    const blocked = offers.length > 0 ? offers.every((o) => blockedSectorOf(policy, o) !== undefined) : blockedSectorOf(policy, asOffer) !== undefined;
    const fares = offers.flatMap((o) => o.fares.map((fare) => ({ o, fare: { ...fare, totalfare: fare.paxfares[0]!.totalfare } })));
    const inPolicy = fares.some(({ o, fare }) => brokenRules(policy, o, fare, context).every((rule) => rule === 'lowestfare'));
    return { blocked, nofare: !inPolicy };
  });
  return { blocked: listVerdicts.some((v) => v.blocked), nofare: listVerdicts.some((v) => v.nofare) };
}

const cap = (origins: string[] | null, destinations: string[] | null, rupees: number) => ({ origins, destinations, maxPaise: BigInt(rupees * 100), label: 'cap' });

const POLICIES: Record<string, FlightPolicy> = {
  'no rules': policyWith(),
  'a blocked trip': policyWith({ blockedSectors: [blockedPair('BOM', 'DEL', 'no'), blockedPair('DEL', 'BOM', 'no')] }),
  'a blocked connection': policyWith({ blockedSectors: [blockedPair('HYD', 'DEL', 'no'), { origins: null, destinations: ['GOI'], reason: 'no' }] }),
  'fare caps': policyWith({ fareCaps: [cap(['BOM', 'BLR'], ['DEL'], 12_000), cap(['BOM', 'GOI'], ['BLR'], 8_000), cap(null, ['LHR'], 20_000)], maxDomesticFarePaise: 15_000_00n, maxInternationalFarePaise: 25_000_00n }),
  'refundable only': policyWith({ refundableOnly: true, maxDomesticFarePaise: 20_000_00n }),
  'economy, business on long legs': policyWith({ domesticCabins: ['economy'], internationalCabins: ['economy', 'premiumeconomy'], longHaulMinutes: 400, longHaulCabins: ['business'] }),
  'twenty days ahead': policyWith({ advancePurchaseDays: 20 }),
  'nineteen days ahead, refundable': policyWith({ advancePurchaseDays: 19, refundableOnly: true }),
  'the lowest-fare rule': policyWith({ lowestFareMarginPaise: 100_00n, lowestFarePercent: 5, lowestFareWindowMinutes: 60, refundableOnly: true }),
  everything: policyWith({
    blockedSectors: [blockedPair('BLR', 'HYD', 'no')],
    domesticCabins: ['economy', 'premiumeconomy'],
    internationalCabins: ['economy'],
    longHaulMinutes: 300,
    longHaulCabins: ['business', 'first'],
    fareCaps: [cap(['DEL'], null, 14_000)],
    maxDomesticFarePaise: 18_000_00n,
    maxInternationalFarePaise: 22_000_00n,
    advancePurchaseDays: 20,
    refundableOnly: true,
  }),
};

describe('policy search digest', () => {
  it('gives the verdict of judging every fare, for every policy', () => {
    const counts = { blocked: 0, nofare: 0, searches: 0 };
    // One simulation: the searches share their routes' offers, as the simulator's do.
    const memo = replayMemo();
    for (let seed = 1; seed <= 600; seed++) {
      const lists = search(random(seed));
      const searchedDay = seed % 3 === 0 ? addDays(SEARCHED_DAY, 1) : SEARCHED_DAY;
      // As stored: through JSON, as the database keeps it.
      const judged = searchToJudge(JSON.parse(JSON.stringify(searchDigestOf(lists))), searchedDay, memo);
      for (const [name, policy] of Object.entries(POLICIES)) {
        const expected = judgedFareByFare(policy, lists, searchedDay);
        expect(judgeSearch(policy, judged), `seed ${seed}, ${name}`).toEqual(expected);
        counts.searches += 1;
        if (expected.blocked) counts.blocked += 1;
        if (expected.nofare) counts.nofare += 1;
      }
    }
    // The generated searches reach both answers of both questions often.
    expect(counts.blocked).toBeGreaterThan(counts.searches / 40);
    expect(counts.nofare).toBeGreaterThan(counts.searches / 5);
    expect(counts.nofare).toBeLessThan(counts.searches * 0.8);
  });

  const leg = (origin: string, destination: string, duration: number) => ({ tripnumber: 1, origin, destination, departure: '2026-05-20T08:00', duration });
  const fare = (totalfare: string, refundable: 'Y' | 'N') => ({ cabin: 'economy' as const, refundable, paxfares: [{ totalfare }] });

  it('keeps a direct flight and drops the connections and dearer fares it beats', () => {
    const direct = { domint: 'domestic' as const, segments: [leg('BOM', 'DEL', 130)], fares: [fare('5000.00', 'N'), fare('6000.00', 'Y'), fare('7000.00', 'Y')] };
    const dearerDirect = { ...direct, fares: [fare('5500.00', 'N')] };
    const connection = { domint: 'domestic' as const, segments: [leg('BOM', 'HYD', 80), leg('HYD', 'DEL', 100)], fares: [fare('6500.00', 'N')] };
    const cheapConnection = { ...connection, segments: [leg('BOM', 'BLR', 90), leg('BLR', 'DEL', 120)], fares: [fare('4000.00', 'N')] };
    const digest = searchDigestOf([{ ends: [{ origin: 'BOM', destination: 'DEL' }], offers: [direct, dearerDirect, connection, cheapConnection] }]);
    expect(digest.lists).toEqual([
      [
        ['BOM DEL'],
        [
          ['1 BOM DEL', 'domestic', '2026-05-20', [['economy N', 500000, 130], ['economy Y', 600000, 130]]],
          ['1 BOM BLR,1 BLR DEL', 'domestic', '2026-05-20', [['economy N', 400000, 120]]],
        ],
      ],
    ]);
  });

  it('judges a flight to another airport by its own fare cap, not by a connection through it', () => {
    const toBangalore = { domint: 'domestic' as const, segments: [leg('BOM', 'BLR', 100)], fares: [fare('9000.00', 'N')] };
    const onToDelhi = { domint: 'domestic' as const, segments: [leg('BOM', 'BLR', 100), leg('BLR', 'DEL', 100)], fares: [fare('10000.00', 'N')] };
    const digest = searchDigestOf([{ ends: [{ origin: 'BOM', destination: 'DEL' }], offers: [toBangalore, onToDelhi] }]);
    const capToBangalore = policyWith({ fareCaps: [cap(['BOM'], ['BLR'], 8_000)] });
    expect(judgeSearch(capToBangalore, searchToJudge(digest, SEARCHED_DAY, replayMemo()))).toEqual({ blocked: false, nofare: false });
  });
});
