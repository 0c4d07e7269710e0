import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { insuranceBookings, insurancePassengers } from '../../store/schema';
import type { InsuranceBookingRow } from './booking-store';

/* Insurance policies in "My bookings" (server/booking/product.ts listForUser; docs/features/my-bookings.md). */

export async function listInsuranceForUser(db: Executor, owner: BookingOwner, limit: number): Promise<BookingListRow[]> {
  const rows = await db
    .select()
    .from(insuranceBookings)
    .where(
      and(
        eq(insuranceBookings.corporateId, owner.corporateId),
        or(eq(insuranceBookings.profileId, owner.profileId), eq(insuranceBookings.travellerProfileId, owner.profileId)),
      ),
    )
    .orderBy(desc(insuranceBookings.bookedOn))
    .limit(limit);
  if (rows.length === 0) return [];
  const pax = await db
    .select()
    .from(insurancePassengers)
    .where(inArray(insurancePassengers.txid, rows.map((r) => r.txid)))
    .orderBy(insurancePassengers.paxSno);
  return rows.map((row) => ({
    txid: row.txid,
    reference: row.policyNumber,
    fromDate: row.startDate,
    toDate: row.endDate,
    route: `${row.planName} (${row.categoryDescription})`,
    travellers: pax.filter((p) => p.txid === row.txid).map((p) => `${p.firstName} ${p.lastName}`.trim()),
    totalPaise: row.totalPaise,
    currency: row.currency,
    paymentMode: row.paymentMode,
    status: row.status,
    tripId: row.tripId,
    bookedAt: row.bookedOn,
  }));
}

export async function attachInsuranceToTrip(db: Executor, row: InsuranceBookingRow, tripId: string, now: Date): Promise<void> {
  await db.update(insuranceBookings).set({ tripId, updatedAt: now }).where(eq(insuranceBookings.txid, row.txid));
}
