import { and, eq } from 'drizzle-orm';
import { type PaidBy, paymentRefsOf } from '../../booking/product';
import type { Executor } from '../../store/db';
import { hotelBookings } from '../../store/schema-hotels';
import { confirmationDueAt } from './booking-delays';
import type { HotelBookingRow } from './booking-store';
import { hotelSupplier } from './supplier';

/*
 * A hotel booking paid (BookingProduct.confirmPaid, by the wallet, the company account or the card
 * capture): it leaves 'paymentpending' for 'booked', keeps how it was paid, and the time the hotel
 * will confirm it, asked of the supplier for the rate the booker accepted (the rechecked key the
 * booking stores). Only a booking still waiting changes, so paying twice changes nothing.
 */

export async function markHotelPaid(
  db: Executor,
  row: HotelBookingRow,
  paid: PaidBy,
  now: Date,
): Promise<HotelBookingRow | undefined> {
  const rate = hotelSupplier().price.quoted(row.rateKey);
  const dueAt = 'ratekey' in rate ? confirmationDueAt(rate, now) : null;
  const [updated] = await db
    .update(hotelBookings)
    .set({
      ...paymentRefsOf(paid),
      status: 'booked',
      paymentMode: paid.mode,
      paidAt: now,
      confirmationDueAt: dueAt,
      updatedAt: now,
    })
    .where(and(eq(hotelBookings.txid, row.txid), eq(hotelBookings.status, 'paymentpending')))
    .returning();
  return updated;
}

export async function noteHotelCardAttempt(
  db: Executor,
  row: HotelBookingRow,
  paymentId: string,
  now: Date,
): Promise<HotelBookingRow> {
  const [updated] = await db
    .update(hotelBookings)
    .set({ paymentId, paymentMode: 'creditcard', updatedAt: now })
    .where(eq(hotelBookings.txid, row.txid))
    .returning();
  return updated ?? row;
}
