import { eq, sql } from 'drizzle-orm';
import { type MyBookingsSource, listMyBookingsOf } from '../../booking/my-bookings-query';
import type { BookingListFilter, BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { hotelBookingGuests, hotelBookings } from '../../store/schema-hotels';
import type { HotelBookingRow } from './booking-store';

/* Hotel stays in "My bookings" (server/booking/product.ts listForUser; docs/features/my-bookings.md). */

const b = hotelBookings;
const guests = hotelBookingGuests;

const source: MyBookingsSource<string> = {
  table: b,
  columns: b,
  // The hotel's confirmation number once it is in, else our booking reference.
  reference: sql<string>`coalesce(nullif(${b.confirmationNumber}, ''), ${b.txid})`,
  fromDate: sql<string>`to_char(${b.checkIn}, 'YYYY-MM-DD')`,
  toDate: sql<string>`to_char(${b.checkOut}, 'YYYY-MM-DD')`,
  route: sql<string>`${b.hotelName} || ', ' || ${b.city}`,
  routeText: (route) => route,
  travellers: {
    table: guests,
    txid: guests.txid,
    paxSno: guests.guestSno,
    firstName: guests.firstName,
    lastName: guests.lastName,
    profileId: guests.profileId,
  },
};

export const listHotelsForUser = (db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]> =>
  listMyBookingsOf(db, source, owner, filter);

export async function attachHotelToTrip(db: Executor, row: HotelBookingRow, tripId: string, now: Date): Promise<void> {
  await db.update(hotelBookings).set({ tripId, updatedAt: now }).where(eq(hotelBookings.txid, row.txid));
}
