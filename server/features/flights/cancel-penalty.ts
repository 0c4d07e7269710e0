import type { FlightOffer, FlightPaxFare, PaxType } from '../../../src/domain/flight-offer';
import { parseMinorUnits } from '../../../src/domain/money';
import type { Executor } from '../../store/db';
import type { StoredExtraLine } from '../../store/schema-flight-bookings';
import type { FlightBookingRow } from './booking-store';
import { flightSupplier } from './supplier';

/*
 * What cancelling a traveller keeps and gives back, in exact paise. A traveller's paid share is
 * their fare on every booked offer plus their extras, less their part of a promo discount (split
 * over all travellers once, the same whenever each is cancelled, so the shares add up to what was
 * charged). The penalty is the airline's fare rules' ladder (its cancel step) per sector
 * (one trip of one offer) for the window this moment falls in, capped as the rules say: a
 * refundable window never takes more than base fare + YQ of the offer, a non-refundable one keeps
 * everything but the statutory taxes (K3, IN).
 */

export interface SectorPenalty {
  tripnumber: number;
  origin: string;
  destination: string;
  departure: string;
  farelabel: string;
  window: string;
  penaltyPaise: bigint;
}

export interface TravellerCancellation {
  paxSno: number;
  paidPaise: bigint;
  penaltyPaise: bigint;
  refundPaise: bigint;
  sectors: SectorPenalty[];
}

export interface Traveller {
  paxSno: number;
  paxType: PaxType;
}

const taxOf = (pax: FlightPaxFare, codes: readonly string[]) =>
  pax.taxes.filter((t) => codes.includes(t.code)).reduce((sum, t) => sum + parseMinorUnits(t.amount), 0n);

const paxFareOf = (offer: FlightOffer, paxType: PaxType) => offer.fares[0]!.paxfares.find((p) => p.paxtype === paxType);

/** The traveller's fare and extras before any discount. */
function grossOf(booking: FlightBookingRow, traveller: Traveller): bigint {
  const fare = booking.offers.reduce((sum, offer) => {
    const pax = paxFareOf(offer, traveller.paxType);
    return sum + (pax ? parseMinorUnits(pax.totalfare) : 0n);
  }, 0n);
  const extras = booking.extras
    .filter((line: StoredExtraLine) => line.paxindex + 1 === traveller.paxSno)
    .reduce((sum, line) => sum + BigInt(line.amountPaise), 0n);
  return fare + extras;
}

/** Each traveller's paid share: the discount split in proportion to gross, leftover paise to the first travellers. */
export function paidShares(booking: FlightBookingRow, travellers: readonly Traveller[]): Map<number, bigint> {
  const gross = travellers.map((t) => grossOf(booking, t));
  const total = gross.reduce((a, b) => a + b, 0n);
  const discount = BigInt(booking.discountPaise);
  const cuts = gross.map((g) => (total > 0n ? (discount * g) / total : 0n));
  let left = discount - cuts.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n && i < cuts.length; i++, left--) cuts[i]! += 1n;
  return new Map(travellers.map((t, i) => [t.paxSno, gross[i]! - cuts[i]!]));
}

export interface Sector {
  tripnumber: number;
  origin: string;
  destination: string;
  departure: string;
}

/** The trips an offer flies, in order, each from its first departure to its last arrival. */
export function sectorsOf(offer: FlightOffer): Sector[] {
  return ([1, 2] as const).flatMap((trip) => {
    const segs = offer.segments.filter((s) => s.tripnumber === trip);
    if (segs.length === 0) return [];
    return [{ tripnumber: trip, origin: segs[0]!.origin, destination: segs[segs.length - 1]!.destination, departure: segs[0]!.departure }];
  });
}

/** One traveller's penalty on each sector of one offer, capped as the rules say. */
function offerPenalties(offer: FlightOffer, pax: FlightPaxFare | undefined, hoursBefore: (s: Sector) => number): SectorPenalty[] {
  const fare = offer.fares[0]!;
  const refundableCap = pax ? parseMinorUnits(pax.basefare) + taxOf(pax, ['YQ']) : 0n;
  const nonRefundableCap = pax ? parseMinorUnits(pax.totalfare) - taxOf(pax, ['K3', 'IN']) : 0n;
  let taken = 0n;
  const { cancel } = flightSupplier();
  return sectorsOf(offer).map((sector) => {
    const onSector = { farelabel: fare.farelabel, domestic: offer.domint === 'domestic' };
    const { window, rupees } = cancel.penalty(onSector, hoursBefore(sector));
    const room = (rupees === null ? nonRefundableCap : refundableCap) - taken;
    const wanted = rupees === null ? room : BigInt(rupees) * 100n;
    const penaltyPaise = room <= 0n ? 0n : wanted < room ? wanted : room;
    taken += penaltyPaise;
    return { ...sector, farelabel: fare.farelabel, window, penaltyPaise };
  });
}

/** Hours from `now` to each sector's departure, its local time read at its origin airport by the airline. */
export async function hoursBeforeDeparture(db: Executor, booking: FlightBookingRow, now: Date) {
  const codes = booking.offers.flatMap((o) => o.segments.map((s) => s.origin));
  const departsAt = await flightSupplier().departureClock(db, codes);
  return (sector: Sector) => (departsAt(sector.origin, sector.departure) - now.getTime()) / 3_600_000;
}

/**
 * What cancelling `chosen` now keeps and refunds, per traveller (all travellers are needed to
 * split the discount). A booking billed to the company with its trip pays nothing out.
 */
export async function cancellationOf(
  db: Executor,
  booking: FlightBookingRow,
  travellers: readonly Traveller[],
  chosen: readonly number[],
  now: Date,
): Promise<TravellerCancellation[]> {
  const shares = paidShares(booking, travellers);
  const hoursBefore = await hoursBeforeDeparture(db, booking, now);
  const billedToTrip = booking.paymentMode === 'company';
  const splitReturn = booking.tripType === 'roundtrip' && booking.offers.length === 2;
  return chosen.map((paxSno) => {
    const traveller = travellers.find((t) => t.paxSno === paxSno)!;
    const sectors = booking.offers.flatMap((offer, i) =>
      offerPenalties(offer, paxFareOf(offer, traveller.paxType), hoursBefore).map((s) =>
        // A domestic round trip books its return as a second offer: on the ticket it is trip 2.
        splitReturn ? { ...s, tripnumber: i + 1 } : s,
      ),
    );
    const paidPaise = shares.get(paxSno) ?? 0n;
    const penaltyPaise = sectors.reduce((sum, s) => sum + s.penaltyPaise, 0n);
    const due = paidPaise - penaltyPaise;
    return { paxSno, paidPaise, penaltyPaise, refundPaise: billedToTrip || due < 0n ? 0n : due, sectors };
  });
}
