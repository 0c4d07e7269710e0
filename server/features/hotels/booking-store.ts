import { and, asc, eq } from 'drizzle-orm';
import type { Session } from '../../auth/sessions';
import { type BookingPurpose, mayAccessBooking } from '../../booking/read-access';
import type { HandlerContext } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import { hotelBookingGuests, hotelBookings } from '../../store/schema-hotels';

/* Rows of hotel bookings: the clientref lookup, the caller's read and change access, the guests. */

export type HotelBookingRow = typeof hotelBookings.$inferSelect;
export type HotelGuestRow = typeof hotelBookingGuests.$inferSelect;

/** The caller's booking made with this clientref (a retry or a double submit), if any. */
export async function findByClientRef(
  db: Executor,
  session: Pick<Session, 'corporateid' | 'profileid'>,
  clientref: string,
): Promise<HotelBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(hotelBookings)
    .where(
      and(
        eq(hotelBookings.corporateId, session.corporateid),
        eq(hotelBookings.profileId, session.profileid),
        eq(hotelBookings.clientRef, clientref),
      ),
    );
  return row;
}

/** One booking of a company, whoever made it. */
export async function loadHotelBooking(db: Executor, txid: string, corporateId: string): Promise<HotelBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(hotelBookings)
    .where(and(eq(hotelBookings.txid, txid), eq(hotelBookings.corporateId, corporateId)));
  return row;
}

export async function loadGuests(db: Executor, booking: Pick<HotelBookingRow, 'txid' | 'corporateId'>): Promise<HotelGuestRow[]> {
  return db
    .select()
    .from(hotelBookingGuests)
    .where(and(eq(hotelBookingGuests.txid, booking.txid), eq(hotelBookingGuests.corporateId, booking.corporateId)))
    .orderBy(asc(hotelBookingGuests.guestSno));
}

/**
 * The booking when the caller may read (or change) it (server/booking/read-access.ts): its booker,
 * a guest with a profile, the company's travel staff; for reading also the company's finance and
 * the manager of one of them. Undefined otherwise, exactly as for an unknown txid.
 */
export async function loadHotelBookingForCaller(
  ctx: Pick<HandlerContext, 'tx' | 'session'>,
  txid: string,
  purpose: BookingPurpose,
): Promise<HotelBookingRow | undefined> {
  const row = await loadHotelBooking(ctx.tx, txid.trim().toUpperCase(), ctx.session.corporateid);
  if (!row) return undefined;
  const guests = await loadGuests(ctx.tx, row);
  const allowed = await mayAccessBooking(
    ctx,
    {
      corporateId: row.corporateId,
      bookerProfileId: row.profileId,
      travellerProfileIds: [row.travellerProfileId, ...guests.map((g) => g.profileId)],
    },
    purpose,
  );
  return allowed ? row : undefined;
}
