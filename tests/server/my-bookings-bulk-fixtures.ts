import { eq } from 'drizzle-orm';
import type { FlightOffer } from '../../src/domain/flight-offer';
import type { Db } from '../../server/store/db';
import { flightBookingTravellers, flightBookings } from '../../server/store/schema-flight-bookings';
import { insuranceBookings, insurancePassengers } from '../../server/store/schema';

/*
 * A long history for "My bookings", written straight into the store (hundreds of bookings through
 * the API would take minutes): copies of a real booking under new txids, each with one traveller.
 */

export interface BulkBooking {
  txid: string;
  /** Minutes before `newest`; a larger number is older. */
  age: number;
  status: string;
  /** Flights: the day every segment moves to; insurance: the start and end day. */
  day: string;
  traveller: string;
}

/** The offers with every segment on `day` (its times kept). */
const onDay = (offers: FlightOffer[], day: string): FlightOffer[] =>
  offers.map((offer) => ({
    ...offer,
    segments: offer.segments.map((s) => ({ ...s, departure: day + s.departure.slice(10), arrival: day + s.arrival.slice(10) })),
  }));

const bookedOn = (newest: Date, age: number) => new Date(newest.getTime() - age * 60_000);
const nameOf = (traveller: string) => {
  const [first = '', ...rest] = traveller.split(' ');
  return { firstName: first, lastName: rest.join(' ') };
};

/** Copies of flight `model`, made by and for `profileId`. */
export async function insertFlights(db: Db, model: string, profileId: string, newest: Date, bookings: BulkBooking[]): Promise<void> {
  const [row] = await db.select().from(flightBookings).where(eq(flightBookings.txid, model));
  const [pax] = await db.select().from(flightBookingTravellers).where(eq(flightBookingTravellers.txid, model));
  if (!row || !pax) throw new Error(`no flight ${model} to copy`);
  await db.insert(flightBookings).values(
    bookings.map((b) => ({
      ...row,
      txid: b.txid,
      clientRef: `bulk-${b.txid}`,
      profileId,
      travellerProfileId: profileId,
      status: b.status as typeof row.status,
      offers: onDay(row.offers, b.day),
      tripId: '',
      bookedOn: bookedOn(newest, b.age),
    })),
  );
  await db.insert(flightBookingTravellers).values(bookings.map((b) => ({ ...pax, txid: b.txid, profileId, ...nameOf(b.traveller) })));
}

/** Copies of policy `model`, made by and for `profileId`. */
export async function insertPolicies(db: Db, model: string, profileId: string, newest: Date, bookings: BulkBooking[]): Promise<void> {
  const [row] = await db.select().from(insuranceBookings).where(eq(insuranceBookings.txid, model));
  const [pax] = await db.select().from(insurancePassengers).where(eq(insurancePassengers.txid, model));
  if (!row || !pax) throw new Error(`no policy ${model} to copy`);
  await db.insert(insuranceBookings).values(
    bookings.map((b) => ({
      ...row,
      txid: b.txid,
      clientRef: `bulk-${b.txid}`,
      policyNumber: `POL-${b.txid}`,
      profileId,
      travellerProfileId: profileId,
      status: b.status as typeof row.status,
      startDate: b.day,
      endDate: b.day,
      tripId: '',
      bookedOn: bookedOn(newest, b.age),
    })),
  );
  await db.insert(insurancePassengers).values(bookings.map((b) => ({ ...pax, txid: b.txid, ...nameOf(b.traveller) })));
}
