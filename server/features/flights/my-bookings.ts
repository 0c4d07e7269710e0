import { and, desc, eq, exists, inArray, or } from 'drizzle-orm';
import type { BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { flightBookingTravellers, flightBookings } from '../../store/schema-flight-bookings';
import type { FlightBookingRow } from './booking-store';
import { routeOf } from './route';
import { airlinePnr } from './ticketing';

/* Flights in "My bookings" (server/booking/product.ts listForUser; docs/features/my-bookings.md). */

/** Bookings of the company the owner made, travels on first, or was added to as a later traveller (by travel staff). */
const mine = (db: Executor, owner: BookingOwner) =>
  and(
    eq(flightBookings.corporateId, owner.corporateId),
    or(
      eq(flightBookings.profileId, owner.profileId),
      eq(flightBookings.travellerProfileId, owner.profileId),
      exists(
        db
          .select({ one: flightBookingTravellers.paxSno })
          .from(flightBookingTravellers)
          .where(and(eq(flightBookingTravellers.txid, flightBookings.txid), eq(flightBookingTravellers.profileId, owner.profileId))),
      ),
    ),
  );

/** The airline PNRs of a ticketed booking (one per trip), else our reference once paid, else nothing. */
function referenceOf(row: FlightBookingRow): string {
  if (row.status === 'ticketed') {
    const trips = [...new Set(row.offers.flatMap((o) => o.segments.map((s) => s.tripnumber)))].sort();
    return trips.map((trip) => airlinePnr(row.txid, trip)).join(', ');
  }
  return row.tgBookingRef;
}

function datesOf(row: FlightBookingRow): { fromDate: string; toDate: string } {
  const segments = row.offers.flatMap((o) => o.segments);
  const days = segments.flatMap((s) => [s.departure.slice(0, 10), s.arrival.slice(0, 10)]).sort();
  return { fromDate: days[0] ?? '', toDate: days[days.length - 1] ?? '' };
}

export async function listFlightsForUser(db: Executor, owner: BookingOwner, limit: number): Promise<BookingListRow[]> {
  const rows = await db.select().from(flightBookings).where(mine(db, owner)).orderBy(desc(flightBookings.bookedOn)).limit(limit);
  if (rows.length === 0) return [];
  const pax = await db
    .select()
    .from(flightBookingTravellers)
    .where(inArray(flightBookingTravellers.txid, rows.map((r) => r.txid)))
    .orderBy(flightBookingTravellers.paxSno);
  return rows.map((row) => ({
    txid: row.txid,
    reference: referenceOf(row),
    ...datesOf(row),
    route: routeOf(row),
    travellers: pax.filter((p) => p.txid === row.txid).map((p) => `${p.firstName} ${p.lastName}`.trim()),
    totalPaise: row.totalPaise,
    currency: row.currency,
    paymentMode: row.paymentMode,
    status: row.status,
    tripId: row.tripId,
    bookedAt: row.bookedOn,
  }));
}

export async function attachFlightToTrip(db: Executor, row: FlightBookingRow, tripId: string, now: Date): Promise<void> {
  await db.update(flightBookings).set({ tripId, updatedAt: now }).where(eq(flightBookings.txid, row.txid));
}
