import { and, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ENDED_STATUSES, searchNeedle } from '../../../src/contract/bookings/booking-view';
import type { ListedBookingSource } from '../../booking/listed-bookings';
import type { BookingListFilter, BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { containsPattern } from '../../store/like-pattern';
import { guestHouseReservations, guestHouseRooms, guestHouses, profiles } from '../../store/schema';

/*
 * Guest house reservations in "My bookings" (docs/features/guesthouses.md "My bookings"): those the
 * caller made or stays on, in their company, with the tab and search rules every listed source
 * follows (src/contract/bookings/booking-view.ts). No money moves, so no amount and no payment mode.
 */

const r = guestHouseReservations;
/** The status as plain text: ENDED_STATUSES names every product's, wider than this table's own type. */
const status = sql<string>`${r.status}`;
const travellerName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;

/** The tab as viewOf decides it: cancelled ends a reservation; otherwise past once the check-out day is before today. */
function inView(filter: BookingListFilter) {
  const ended = [...ENDED_STATUSES];
  if (filter.view === 'cancelled') return inArray(status, ended);
  if (filter.view === 'past') return and(notInArray(status, ended), sql`${r.checkOut} < ${filter.today}`);
  if (filter.view === 'upcoming') return and(notInArray(status, ended), sql`${r.checkOut} >= ${filter.today}`);
  return undefined;
}

function searched(search: string) {
  const needle = searchNeedle(search);
  if (needle === '') return undefined;
  const pattern = containsPattern(needle);
  return or(ilike(r.reference, pattern), ilike(travellerName, pattern));
}

async function listForUser(db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]> {
  const rows = await db
    .select({ row: r, house: guestHouses.name, city: guestHouses.cityName, room: guestHouseRooms.name, traveller: travellerName })
    .from(r)
    .innerJoin(guestHouses, eq(guestHouses.id, r.guestHouseId))
    .innerJoin(guestHouseRooms, eq(guestHouseRooms.id, r.roomId))
    .innerJoin(profiles, eq(profiles.id, r.travellerProfileId))
    .where(
      and(
        eq(r.corporateId, owner.corporateId),
        or(eq(r.profileId, owner.profileId), eq(r.travellerProfileId, owner.profileId)),
        inView(filter),
        searched(filter.search),
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.reference))
    .limit(filter.limit);
  return rows.map(({ row, house, city, room, traveller }) => ({
    txid: row.reference,
    reference: row.reference,
    fromDate: row.checkIn,
    toDate: row.checkOut,
    route: `${house}, ${city} · ${room}`,
    travellers: [traveller],
    totalPaise: 0,
    currency: 'INR',
    paymentMode: '',
    status: row.status,
    tripId: row.tripId,
    bookedAt: row.createdAt,
  }));
}

/** The row opens the guest's own reservations, where each can be cancelled. */
export const guestHouseBookings: ListedBookingSource = {
  kind: 'guesthouse',
  listForUser,
  ticketPath: () => '/guesthouse?tab=mine',
};
