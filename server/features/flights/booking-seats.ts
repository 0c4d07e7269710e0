import { and, eq, inArray, or } from 'drizzle-orm';
import { unpaidHoldCutoff } from '../../booking/hold-time';
import { HttpError } from '../../http/errors';
import type { Executor } from '../../store/db';
import { flightBookings, flightSeatHolds } from '../../store/schema-flight-bookings';
import { markUnpaidExpired } from './booking-expire';
import type { BookingClaim } from './booking-claim';
import { flightSupplier } from './supplier';

/*
 * Seats our own bookings hold (flight_seat_holds): a seat chosen on one booking is not available
 * to another on the same flight. Checked before claiming (a message naming the extra), and held
 * by the table's primary key when the booking is claimed, so two bookings racing for a seat
 * cannot both get it. The seat map (GETSEATMAP) shows them taken (the airline's hold step reads them).
 * A booking left unpaid past its hold time holds nothing: its seats count as free, and the booking
 * claiming one of them expires it first (the expiry pass would have, within a minute).
 */

interface SeatWanted {
  /** Index into the request's extras (for the message). */
  at: number;
  flightId: string;
  seatNo: string;
  paxSno: number;
}

/** The seats a claim asks for, each with the flight it is on. */
function seatsOf(claim: BookingClaim): SeatWanted[] {
  const { hold } = flightSupplier();
  return claim.extras.flatMap((line, at) => {
    if (line.ssrtype !== 'seat') return [];
    const segment = claim.offers[line.selectedindex]?.segments.filter((s) => s.tripnumber === line.tripnumber)[
      line.segmentindex
    ];
    return segment ? [{ at, flightId: hold.holdIdOf(segment), seatNo: line.code, paxSno: line.paxindex + 1 }] : [];
  });
}

const taken = (seat: SeatWanted) => `extras[${seat.at}].code: seat ${seat.seatNo} is not available`;

/** The first chosen seat another booking holds at `now`, as a message naming the extra; null when all are free. */
export async function seatTakenProblem(db: Executor, claim: BookingClaim, now: Date): Promise<string | null> {
  const seats = seatsOf(claim);
  const held = await flightSupplier().hold.held(
    db,
    seats.map((s) => s.flightId),
    now,
  );
  const first = seats.find((s) => held.has(`${s.flightId}|${s.seatNo}`));
  return first ? taken(first) : null;
}

/** Inserts holds of `seats` for booking txid; answers the seats another booking holds already. */
async function insertHolds(db: Executor, txid: string, seats: SeatWanted[]): Promise<SeatWanted[]> {
  const inserted = await db
    .insert(flightSeatHolds)
    .values(seats.map((s) => ({ flightId: s.flightId, seatNo: s.seatNo, txid, paxSno: s.paxSno })))
    .onConflictDoNothing()
    .returning({ flightId: flightSeatHolds.flightId, seatNo: flightSeatHolds.seatNo });
  const got = new Set(inserted.map((r) => `${r.flightId}|${r.seatNo}`));
  return seats.filter((s) => !got.has(`${s.flightId}|${s.seatNo}`));
}

/**
 * Expires the bookings holding `seats` that were left unpaid past their hold time when booking
 * txid was claimed, and frees their seats. A holder paid or expired meanwhile by another
 * transaction is left alone (the guarded UPDATE waits for it, then finds it no longer waiting).
 */
async function takeOverLapsedHolds(db: Executor, txid: string, seats: SeatWanted[]): Promise<void> {
  const [claiming] = await db
    .select({ bookedOn: flightBookings.bookedOn })
    .from(flightBookings)
    .where(eq(flightBookings.txid, txid));
  if (!claiming) return;
  const holders = await db
    .selectDistinct({ txid: flightSeatHolds.txid })
    .from(flightSeatHolds)
    .where(or(...seats.map((s) => and(eq(flightSeatHolds.flightId, s.flightId), eq(flightSeatHolds.seatNo, s.seatNo)))));
  const now = claiming.bookedOn;
  const expired = await markUnpaidExpired(db, unpaidHoldCutoff(now), now, holders.map((h) => h.txid));
  await releaseSeats(db, expired);
}

/**
 * Holds the claim's seats for booking txid, taking over those of bookings left unpaid past their
 * hold; 409 naming the extra when another booking holds one (a concurrent booking took it first).
 */
export async function holdSeats(db: Executor, txid: string, claim: BookingClaim): Promise<void> {
  const seats = seatsOf(claim);
  if (seats.length === 0) return;
  let refused = await insertHolds(db, txid, seats);
  if (refused.length > 0) {
    await takeOverLapsedHolds(db, txid, refused);
    refused = await insertHolds(db, txid, refused);
  }
  // Thrown: the whole booking (claim and any debit) rolls back.
  if (refused.length > 0) throw new HttpError(409, taken(refused[0]!));
}

/** Frees the seats of bookings that no longer fly (cancelled, expired unpaid): they can be chosen again. */
export async function releaseSeats(db: Executor, txids: readonly string[]): Promise<void> {
  if (txids.length === 0) return;
  await db.delete(flightSeatHolds).where(inArray(flightSeatHolds.txid, [...txids]));
}

/** Frees the seats of some travellers of a booking (cancelled while the others still fly). */
export async function releaseTravellerSeats(db: Executor, txid: string, paxSnos: readonly number[]): Promise<void> {
  if (paxSnos.length === 0) return;
  await db
    .delete(flightSeatHolds)
    .where(and(eq(flightSeatHolds.txid, txid), inArray(flightSeatHolds.paxSno, [...paxSnos])));
}
