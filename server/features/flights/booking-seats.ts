import { inArray } from 'drizzle-orm';
import { HttpError } from '../../http/errors';
import type { Executor } from '../../store/db';
import { flightSeatHolds } from '../../store/schema-flight-bookings';
import { flightIdOf, heldSeatsOnFlights } from '../../suppliers/airline/extras';
import type { BookingClaim } from './booking-store';

/*
 * Seats our own bookings hold (flight_seat_holds): a seat chosen on one booking is not available
 * to another on the same flight. Checked before claiming (a message naming the extra), and held
 * by the table's primary key when the booking is claimed, so two bookings racing for a seat
 * cannot both get it. The seat map (GETSEATMAP) shows them taken (heldSeats in server/suppliers/airline/extras.ts).
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
  return claim.extras.flatMap((line, at) => {
    if (line.ssrtype !== 'seat') return [];
    const segment = claim.offers[line.selectedindex]?.segments.filter((s) => s.tripnumber === line.tripnumber)[
      line.segmentindex
    ];
    return segment ? [{ at, flightId: flightIdOf(segment), seatNo: line.code, paxSno: line.paxindex + 1 }] : [];
  });
}

const taken = (seat: SeatWanted) => `extras[${seat.at}].code: seat ${seat.seatNo} is not available`;

/** The first chosen seat another booking already holds, as a message naming the extra; null when all are free. */
export async function seatTakenProblem(db: Executor, claim: BookingClaim): Promise<string | null> {
  const seats = seatsOf(claim);
  const held = await heldSeatsOnFlights(
    db,
    seats.map((s) => s.flightId),
  );
  const first = seats.find((s) => held.has(`${s.flightId}|${s.seatNo}`));
  return first ? taken(first) : null;
}

/** Holds the claim's seats for booking txid; 409 naming the extra when a concurrent booking took one first. */
export async function holdSeats(db: Executor, txid: string, claim: BookingClaim): Promise<void> {
  const seats = seatsOf(claim);
  if (seats.length === 0) return;
  const inserted = await db
    .insert(flightSeatHolds)
    .values(seats.map((s) => ({ flightId: s.flightId, seatNo: s.seatNo, txid, paxSno: s.paxSno })))
    .onConflictDoNothing()
    .returning({ flightId: flightSeatHolds.flightId, seatNo: flightSeatHolds.seatNo });
  if (inserted.length === seats.length) return;
  const got = new Set(inserted.map((r) => `${r.flightId}|${r.seatNo}`));
  // Thrown: the whole booking (claim and any debit) rolls back.
  throw new HttpError(409, taken(seats.find((s) => !got.has(`${s.flightId}|${s.seatNo}`))!));
}

/** Frees the seats of bookings that no longer fly (cancelled, expired unpaid): they can be chosen again. */
export async function releaseSeats(db: Executor, txids: readonly string[]): Promise<void> {
  if (txids.length === 0) return;
  await db.delete(flightSeatHolds).where(inArray(flightSeatHolds.txid, [...txids]));
}
