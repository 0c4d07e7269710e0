import { and, eq, gte, inArray, ne, or } from 'drizzle-orm';
import type { BenefitCode, Cabin, FlightOffer, FlightSegment } from '../../../src/domain/flight-offer';
import type { FareExtras, SegmentExtras } from '../../../src/domain/flight-extras';
import { unpaidHoldCutoff } from '../../booking/hold-time';
import type { Executor } from '../../store/db';
import { flightBookings, flightSeatHolds } from '../../store/schema-flight-bookings';
import { carrierByCode } from './carriers';
import { seatRows } from './seatmap';
import { baggageFor, mealsFor } from './ssr';

/*
 * The extras catalogue of one flight (or one fare of it): per segment, meals, extra baggage and
 * the seat map with prices. A farekey applies that fare's benefits (fmeal: meals free, fseat:
 * seats free); the flightkey alone applies only what every fare of the flight includes. The
 * booking server prices a selection against this with priceExtras (src/domain/flight-extras.ts);
 * GETSSR and GETSEATMAP answer it on the wire.
 */

/** Benefits of the fare, or those every fare of the offer has (farekey = the flightkey). Null: no such fare. */
export function benefitsOf(offer: FlightOffer, farekey: string): ReadonlySet<BenefitCode> | null {
  if (farekey === offer.flightkey) {
    const [first, ...rest] = offer.fares;
    const shared = new Set(first?.benefits ?? []);
    for (const fare of rest) for (const b of [...shared]) if (!fare.benefits.includes(b)) shared.delete(b);
    return shared;
  }
  const fare = offer.fares.find((f) => f.farekey === farekey);
  return fare ? new Set(fare.benefits) : null;
}

/** 'AI.401.2026-03-20T06:00': what fixes a segment's taken seats, whatever the fare or cabin. */
export const flightIdOf = (s: { carrier: string; flightnumber: string; departure: string }) =>
  `${s.carrier}.${s.flightnumber}.${s.departure}`;

/**
 * Seats ('AI.401.2026-03-20T06:00|12A') that bookings made here hold on these flights at `now`
 * (flight_seat_holds). A booking left unpaid past its hold time holds nothing any more, even before
 * the expiry pass has marked it expired and dropped its rows: its seats may be chosen again.
 */
export async function heldSeatsOnFlights(db: Executor, flightIds: readonly string[], now: Date): Promise<Set<string>> {
  if (flightIds.length === 0) return new Set();
  const rows = await db
    .select({ flightId: flightSeatHolds.flightId, seatNo: flightSeatHolds.seatNo })
    .from(flightSeatHolds)
    .innerJoin(flightBookings, eq(flightBookings.txid, flightSeatHolds.txid))
    .where(
      and(
        inArray(flightSeatHolds.flightId, [...new Set(flightIds)]),
        or(ne(flightBookings.status, 'paymentpending'), gte(flightBookings.bookedOn, unpaidHoldCutoff(now))),
      ),
    );
  return new Set(rows.map((r) => `${r.flightId}|${r.seatNo}`));
}

/** The held seats of these segments at `now`, as heldSeatsOnFlights keys them. */
export function heldSeats(db: Executor, segments: readonly FlightSegment[], now: Date): Promise<ReadonlySet<string>> {
  return heldSeatsOnFlights(db, segments.map(flightIdOf), now);
}

export function extrasOfOffer(offer: FlightOffer, farekey: string, held: ReadonlySet<string> = new Set()): FareExtras | null {
  const benefits = benefitsOf(offer, farekey);
  const cabin: Cabin = offer.fares.find((f) => f.farekey === farekey)?.cabin ?? offer.fares[0]?.cabin ?? 'economy';
  if (!benefits) return null;
  const international = offer.domint === 'international';
  const counters = { 1: 0, 2: 0 };
  const segments: SegmentExtras[] = [];
  for (const s of offer.segments) {
    const carrier = carrierByCode(s.carrier);
    if (!carrier) return null;
    const input = { carrier, duration: s.duration, international, freeMeals: benefits.has('fmeal') };
    const { rows } = seatRows({
      carrier,
      flightId: flightIdOf(s),
      equipment: s.equipment,
      cabin,
      international,
      freeSeats: benefits.has('fseat'),
    });
    segments.push({
      tripnumber: s.tripnumber,
      segmentindex: counters[s.tripnumber]++,
      origin: s.origin,
      destination: s.destination,
      equipment: s.equipment,
      meals: mealsFor(input),
      baggage: baggageFor(input),
      seats: rows.flatMap((r) => r.seats).map((seat) => (held.has(`${flightIdOf(s)}|${seat.seatno}`) ? { ...seat, available: false } : seat)),
    });
  }
  return { flightkey: offer.flightkey, farekey, segments };
}

/**
 * The catalogue of the chosen fare of `offer` (as findOffer answered it) at `now`, or null when
 * farekey is not one of its fares. Besides the seats the sandbox fixes as taken, seats held by
 * bookings made here are taken too (heldSeatsOnFlights: until the booking no longer flies or is
 * left unpaid past its hold), so two bookings never get one seat. The booking server and GETSSR/GETSEATMAP both read it.
 */
export async function loadExtrasCatalogue(
  tx: Executor,
  offer: FlightOffer,
  farekey: string,
  now: Date,
): Promise<FareExtras | null> {
  if (!benefitsOf(offer, farekey)) return null;
  return extrasOfOffer(offer, farekey, await heldSeats(tx, offer.segments, now));
}
