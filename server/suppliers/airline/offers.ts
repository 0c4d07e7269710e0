import type {
  Cabin,
  FlightFare,
  FlightOffer,
  FlightSegment,
  FlightTax,
  PaxType,
} from '../../../src/domain/flight-offer';
import { FLIGHT_SUPPLIER } from '../../../src/domain/flight-offer';
import { FAMILIES, cabinBaggage } from './families';
import { daysBetween, elapsedMinutes, hash32, utcOffsetMinutes } from './geo';
import type { Itinerary } from './itineraries';
import { fareKey, flightKey } from './keys';
import type { Leg } from './legs';
import { type Paise, type TripPrice, addTripPrices, priceTrip } from './pricing';
import { terminalOf } from './terminals';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * A FlightOffer (src/domain/flight-offer.ts) from one trip's itinerary, or two for an
 * international round trip's combined offer: segments, and one fare per family the carrier sells
 * in the cabin, cheapest first. Totals are for all travellers: Σ count × (base + taxes).
 */

export interface PaxCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface OfferContext {
  cabin: Cabin;
  pax: PaxCounts;
  /** The searcher's today (YYYY-MM-DD): days to departure price the fare. */
  today: string;
}

function segmentOf(leg: Leg, tripnumber: 1 | 2, next: Leg | undefined): FlightSegment {
  return {
    tripnumber,
    carrier: leg.carrier.code,
    carriername: leg.carrier.name,
    flightnumber: leg.flightnumber,
    origin: leg.from.code,
    originname: leg.from.name,
    origincity: leg.from.city,
    destination: leg.to.code,
    destinationname: leg.to.name,
    destinationcity: leg.to.city,
    departure: leg.departure,
    arrival: leg.arrival,
    duration: leg.duration,
    depterminal: terminalOf(leg.from, leg.carrier.code, leg.to.countrycode !== leg.from.countrycode),
    arrterminal: terminalOf(leg.to, leg.carrier.code, leg.to.countrycode !== leg.from.countrycode),
    operatedby: leg.carrier.operatedBy ?? '',
    equipment: leg.km > 4000 ? leg.carrier.equipment.wide : leg.carrier.equipment.narrow,
    layover: next ? next.departsAt - leg.arrivesAt : 0,
  };
}

const tripMinutes = (trip: Itinerary) => {
  const first = trip[0]!;
  const last = trip[trip.length - 1]!;
  return elapsedMinutes(first.departure, utcOffsetMinutes(first.from), last.arrival, utcOffsetMinutes(last.to));
};

function taxesOf(lines: readonly (readonly [number, TripPrice[PaxType]])[]): {
  base: Paise;
  taxes: FlightTax[];
  total: Paise;
} {
  let base = 0n;
  const totals = new Map<FlightTax['code'], Paise>();
  for (const [count, price] of lines) {
    base += BigInt(count) * price.base;
    for (const [code, amount] of price.taxes) totals.set(code, (totals.get(code) ?? 0n) + BigInt(count) * amount);
  }
  const taxes = [...totals]
    .filter(([, a]) => a > 0n)
    .map(([code, amount]) => ({ code, amount: minorUnitsToDecimal(amount) }));
  const total = base + [...totals.values()].reduce((a, b) => a + b, 0n);
  return { base, taxes, total };
}

function fareOf(
  price: TripPrice,
  ctx: OfferContext,
): Omit<
  FlightFare,
  'farekey' | 'farelabel' | 'productname' | 'refundable' | 'benefits' | 'baggage' | 'seatsleft' | 'fareclass'
> {
  const { adults, children, infants } = ctx.pax;
  const counts: [PaxType, number][] = [
    ['ADT', adults],
    ['CHD', children],
    ['INF', infants],
  ];
  const present = counts.filter(([, n]) => n > 0);
  const all = taxesOf(present.map(([type, n]) => [n, price[type]] as const));
  return {
    cabin: ctx.cabin,
    currency: 'INR',
    basefare: minorUnitsToDecimal(all.base),
    taxes: all.taxes,
    totalfare: minorUnitsToDecimal(all.total),
    paxfares: present.map(([paxtype, count]) => {
      const one = taxesOf([[1, price[paxtype]]]);
      return {
        paxtype,
        count,
        basefare: minorUnitsToDecimal(one.base),
        taxes: one.taxes,
        totalfare: minorUnitsToDecimal(one.total),
      };
    }),
  };
}

/** The offer, or null when the carrier sells no fare in the cabin. */
export function buildOffer(trips: readonly Itinerary[], ctx: OfferContext, extraBasePaise = 0n): FlightOffer | null {
  const first = trips[0]![0]!;
  if (!trips.every((t) => t.every((l) => l.carrier.cabins.includes(ctx.cabin)))) return null;
  const domestic = trips.every((t) => t.every((l) => l.from.countrycode === 'IN' && l.to.countrycode === 'IN'));
  const segments = trips.flatMap((trip, t) => trip.map((leg, i) => segmentOf(leg, t === 0 ? 1 : 2, trip[i + 1])));
  const flightkey = flightKey(
    ctx.cabin,
    segments.map((s) => ({ ...s })),
  );
  const fares: FlightFare[] = [];
  for (const family of FAMILIES) {
    if (!family.sells(first.carrier, ctx.cabin, domestic)) continue;
    const prices = trips.map((trip) =>
      priceTrip({
        trip,
        cabin: ctx.cabin,
        family,
        daysToDeparture: daysBetween(ctx.today, trip[0]!.departure.slice(0, 10)),
        journeyStartsInIndia: first.from.countrycode === 'IN',
      }),
    );
    const price = prices.reduce(addTripPrices);
    const bumped =
      extraBasePaise > 0n ? { ...price, ADT: { ...price.ADT, base: price.ADT.base + extraBasePaise } } : price;
    const farekey = fareKey(flightkey, family.label);
    fares.push({
      farekey,
      farelabel: family.label,
      productname: family.productName(first.carrier),
      fareclass: family.fareClass,
      ...fareOf(bumped, ctx),
      refundable: family.refundable,
      benefits: family.benefits(first.carrier),
      baggage: { checkin: family.checkin(domestic, ctx.cabin), cabin: cabinBaggage(ctx.cabin) },
      seatsleft: 1 + (hash32(farekey) % 9),
    });
  }
  if (fares.length === 0) return null;
  fares.sort((a, b) => Number(BigInt(a.totalfare.replace('.', '')) - BigInt(b.totalfare.replace('.', ''))));
  return {
    flightkey,
    supplier: FLIGHT_SUPPLIER,
    domint: domestic ? 'domestic' : 'international',
    segments,
    stops: Math.max(...trips.map((t) => t.length - 1)),
    totalduration: trips.reduce((sum, t) => sum + tripMinutes(t), 0),
    fares,
  };
}
