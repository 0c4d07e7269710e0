import type { Cabin, PaxType, TaxCode } from '../../../src/domain/flight-offer';
import { METROS } from './carriers';
import type { FareFamilyDef } from './families';
import { distanceKm, unit } from './geo';
import type { Itinerary } from './itineraries';

/*
 * Fares of one trip, per traveller type, in paise (bigint, exact). The base fare is the market
 * fare of the origin→destination distance, times per-mille factors: cabin, days to departure
 * (rising steeply in the last weeks), carrier, the flight (±8 %), one-stop (−7 %) and fare family;
 * rounded to whole rupees. Taxes (docs/sandbox-airline.md "Taxes"):
 *   YQ  carrier fuel surcharge: full-service carriers domestic, every carrier international;
 *   YR  carrier-imposed fee;
 *   IN  user development fee, per leg departing an Indian airport (metros charge more);
 *   K3  GST on a journey starting in India: 5 % economy, 12 % other cabins, on base + YQ;
 *   IGST for a journey starting outside India (no Indian GST on the fare): 18 % on the YR fee.
 * Infants pay a small base (domestic ₹1,500; international 10 % of the adult base) and K3 only.
 */

export type Paise = bigint;
export interface PaxPrice {
  base: Paise;
  taxes: readonly (readonly [TaxCode, Paise])[];
}
export type TripPrice = Record<PaxType, PaxPrice>;

const CABIN_FACTOR: Record<Cabin, bigint> = { economy: 1000n, premiumeconomy: 1600n, business: 3200n, first: 5500n };

/** Per mille: 1,800 on the day of departure, falling to about 900 three months out. */
export function daysFactor(daysToDeparture: number): bigint {
  const dd = Math.max(0, daysToDeparture);
  return 850n + BigInt(Math.floor((950 * 8) / (8 + dd)));
}

const rupees = (n: number | bigint) => BigInt(n) * 100n;
/** amount × pct / 100, rounded half up to the paisa. */
const percentOf = (amount: Paise, pct: bigint) => (amount * pct + 50n) / 100n;

export interface TripPricing {
  trip: Itinerary;
  cabin: Cabin;
  family: FareFamilyDef;
  daysToDeparture: number;
  /** Where the whole journey starts (a round trip's return is still GST-able when it began in India). */
  journeyStartsInIndia: boolean;
}

function adultBase({ trip, cabin, family, daysToDeparture }: TripPricing, domestic: boolean, km: number): Paise {
  const first = trip[0]!;
  const market = domestic ? 1200 + Math.round(km * 3) : 4000 + Math.round(km * 4.5);
  const flight =
    920n + BigInt(Math.floor(160 * unit(`fare:${first.carrier.code}${first.flightnumber}:${first.from.code}`)));
  const stops = trip.length > 1 ? 930n : 1000n;
  const factors = [
    CABIN_FACTOR[cabin],
    daysFactor(daysToDeparture),
    BigInt(first.carrier.priceFactor),
    flight,
    stops,
    BigInt(family.factor),
  ];
  const scale = 1000n ** BigInt(factors.length);
  const product = factors.reduce((acc, f) => acc * f, BigInt(market));
  return rupees((product + scale / 2n) / scale);
}

function udf(trip: Itinerary, domestic: boolean): Paise {
  let total = 0n;
  for (const leg of trip) {
    if (leg.from.countrycode !== 'IN') continue;
    const metro = METROS.has(leg.from.code);
    total += rupees(domestic ? (metro ? 450 : 250) : metro ? 1100 : 600);
  }
  return total;
}

export function priceTrip(pricing: TripPricing): TripPrice {
  const { trip, cabin } = pricing;
  const first = trip[0]!;
  const last = trip[trip.length - 1]!;
  const domestic = trip.every((l) => l.from.countrycode === 'IN' && l.to.countrycode === 'IN');
  const km = distanceKm(first.from, last.to);
  const startsInIndia = pricing.journeyStartsInIndia;
  const gstPct = cabin === 'economy' ? 5n : 12n;
  const fullService = !first.carrier.lowCost;
  const yq = domestic ? (fullService ? rupees(150 + Math.floor(km / 10)) : 0n) : rupees(1500 + Math.floor(km * 0.6));
  const yr = rupees(domestic ? (fullService ? 250 : 350) : 800);
  const inFee = udf(trip, domestic);

  const adult = adultBase(pricing, domestic, km);
  const child = domestic ? adult : rupees(((adult / 100n) * 75n) / 100n);
  const infant = domestic ? rupees(1500) : rupees(adult / 100n / 10n);

  const seated = (base: Paise): PaxPrice => {
    const taxes: [TaxCode, Paise][] = [];
    if (startsInIndia) taxes.push(['K3', percentOf(base + yq, gstPct)]);
    else taxes.push(['IGST', percentOf(yr, 18n)]);
    taxes.push(['YQ', yq], ['YR', yr], ['IN', inFee]);
    return { base, taxes: taxes.filter(([, amount]) => amount > 0n) };
  };
  const lap: PaxPrice = {
    base: infant,
    taxes: startsInIndia ? [['K3', percentOf(infant, gstPct)] as const] : [],
  };
  return { ADT: seated(adult), CHD: seated(child), INF: lap };
}

/** Component-wise sum of two trips' prices (an international round trip's combined fare). */
export function addTripPrices(a: TripPrice, b: TripPrice): TripPrice {
  const add = (x: PaxPrice, y: PaxPrice): PaxPrice => {
    const totals = new Map<TaxCode, Paise>();
    for (const [code, amount] of [...x.taxes, ...y.taxes]) totals.set(code, (totals.get(code) ?? 0n) + amount);
    return { base: x.base + y.base, taxes: [...totals] };
  };
  return { ADT: add(a.ADT, b.ADT), CHD: add(a.CHD, b.CHD), INF: add(a.INF, b.INF) };
}
