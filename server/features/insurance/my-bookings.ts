import { eq, sql } from 'drizzle-orm';
import { type MyBookingsSource, listMyBookingsOf } from '../../booking/my-bookings-query';
import type { BookingListFilter, BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { insuranceBookings, insurancePassengers } from '../../store/schema';
import type { InsuranceBookingRow } from './booking-store';

/* Insurance policies in "My bookings" (server/booking/product.ts listForUser; docs/features/my-bookings.md). */

const b = insuranceBookings;
const pax = insurancePassengers;

const source: MyBookingsSource<string> = {
  table: b,
  columns: b,
  reference: sql<string>`${b.policyNumber}`,
  fromDate: sql<string>`to_char(${b.startDate}, 'YYYY-MM-DD')`,
  toDate: sql<string>`to_char(${b.endDate}, 'YYYY-MM-DD')`,
  route: sql<string>`${b.planName} || ' (' || ${b.categoryDescription} || ')'`,
  routeText: (route) => route,
  travellers: { table: pax, txid: pax.txid, paxSno: pax.paxSno, firstName: pax.firstName, lastName: pax.lastName },
};

export const listInsuranceForUser = (db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]> =>
  listMyBookingsOf(db, source, owner, filter);

export async function attachInsuranceToTrip(db: Executor, row: InsuranceBookingRow, tripId: string, now: Date): Promise<void> {
  await db.update(insuranceBookings).set({ tripId, updatedAt: now }).where(eq(insuranceBookings.txid, row.txid));
}
