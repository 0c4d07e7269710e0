import { CABINS } from '../src/domain/flight-offer';
import { filterAndSort, indexOffers, NO_FILTERS } from '../src/domain/flight-filters';
import type { FlightPolicy } from '../src/domain/flight-policy';
import type { OfferSummary } from '../src/contract/flights/search';

/*
 * The policy benchmark's workload, the same in Node (the server) and in Chromium's worker: a wide
 * search's 5,000 offers (up to three fares each) judged fare by fare against a policy of 200 rules
 * (100 blocked sectors and 100 fare caps, some naming a whole group of airports), as the results
 * list's "In policy only" filter does. Deterministic: no randomness, so every run judges the same.
 */

const AIRPORTS = Array.from({ length: 120 }, (_, i) => `A${String(i).padStart(2, '0')}`);
const pick = (i: number) => AIRPORTS[i % AIRPORTS.length]!;

export function benchOffers(count = 5_000): OfferSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const legs = 1 + (i % 3 === 0 ? 1 : 0);
    const route = [pick(i), ...(legs === 2 ? [pick(i * 7 + 3)] : []), pick(i * 13 + 5)];
    const hour = String(i % 24).padStart(2, '0');
    const minute = String((i * 7) % 60).padStart(2, '0');
    return {
      flightkey: `K${i}`,
      supplier: 'SANDBOX',
      domint: i % 4 === 0 ? 'international' : 'domestic',
      stops: legs - 1,
      totalduration: 90 * legs,
      segments: route.slice(1).map((to, leg) => ({
        tripnumber: 1,
        carrier: '6E',
        carriername: 'IndiGo',
        flightnumber: String(100 + (i % 900)),
        origin: route[leg]!,
        destination: to,
        departure: `2026-04-10T${hour}:${minute}`,
        arrival: `2026-04-10T${hour}:${minute}`,
        duration: 60 + (i % 400),
        layover: 0,
      })),
      fares: Array.from({ length: 1 + (i % 3) }, (_, f) => {
        const total = `${3_000 + ((i * 37 + f * 1_500) % 20_000)}.00`;
        return { farekey: `F${i}-${f}`, farelabel: 'normal', productname: 'Saver', cabin: CABINS[(i + f) % 4]!, totalfare: total, pertraveller: total, refundable: f % 2 === 0 ? 'N' : 'Y', baggage: { checkin: '15 KG', cabin: '7 KG' } };
      }),
    } as OfferSummary;
  });
}

/** 100 blocked sectors and 100 fare caps; every tenth names 40 airports at one end, as a location group does. */
export function benchPolicy(): FlightPolicy {
  const group = (i: number) => Array.from({ length: 40 }, (_, k) => pick(i + k * 3));
  const end = (i: number) => (i % 10 === 0 ? group(i) : [pick(i * 11)]);
  return {
    blockedSectors: Array.from({ length: 100 }, (_, i) => ({ origins: end(i), destinations: [pick(i * 17 + 1)], reason: `Blocked ${i}` })),
    domesticCabins: ['economy', 'premiumeconomy'],
    internationalCabins: ['economy', 'premiumeconomy', 'business'],
    longHaulMinutes: 360,
    longHaulCabins: ['business'],
    maxDomesticFarePaise: 15_000_00n,
    maxInternationalFarePaise: null,
    fareCaps: Array.from({ length: 100 }, (_, i) => ({ origins: i % 5 === 0 ? null : end(i + 1), destinations: [pick(i * 19 + 2)], maxPaise: BigInt(8_000_00 + i * 100_00), label: `Cap ${i}` })),
    lowestFareMarginPaise: 3_000_00n,
    lowestFarePercent: 30,
    lowestFareWindowMinutes: 180,
    advancePurchaseDays: 7,
    refundableOnly: false,
  };
}

/** Judges every fare (the "In policy only" filter): the offers kept in policy. */
export function judgeAll(offers: readonly OfferSummary[], policy: FlightPolicy): number {
  return filterAndSort(indexOffers(offers, { policy, today: '2026-04-01' }), { ...NO_FILTERS, policy: 'inpolicy' }, 'price').length;
}
