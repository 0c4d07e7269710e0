import { type SQL, eq, sql } from 'drizzle-orm';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import { type MyBookingsSource, listMyBookingsOf } from '../../booking/my-bookings-query';
import type { BookingListFilter, BookingListRow, BookingOwner } from '../../booking/product';
import type { Executor } from '../../store/db';
import { flightBookingTravellers, flightBookings } from '../../store/schema-flight-bookings';
import type { FlightBookingRow } from './booking-store';
import { routeOf } from './route';
import { PNR_LETTERS } from './ticketing';

/* Flights in "My bookings" (server/booking/product.ts listForUser; docs/features/my-bookings.md). */

const b = flightBookings;
const pax = flightBookingTravellers;
/** Every flown segment of the booking's offers, one row each (`s`), for the subqueries below. */
const segments = sql`jsonb_array_elements(${b.offers}) as o(offer) cross join jsonb_array_elements(o.offer -> 'segments') as s(seg)`;

/**
 * airlinePnr (./ticketing.ts) in SQL, so a search finds a ticketed booking by its PNR: six letters
 * picked by the first six bytes of sha256('pnr:<txid>:<trip>'). tests/server/my-bookings.test.ts
 * searches by airlinePnr's answer, which holds the two together.
 */
const pnrOf = (trip: SQL) =>
  sql`(select string_agg(substr(${PNR_LETTERS}::text, get_byte(h.d, i) % ${sql.raw(String(PNR_LETTERS.length))} + 1, 1), '' order by i)
    from (select sha256(convert_to('pnr:' || ${b.txid} || ':' || ${trip}, 'UTF8')) as d) as h, generate_series(0, 5) as i)`;

/** The airline PNRs of a ticketed booking (one per trip, by trip number), else our reference once paid, else ''. */
const reference = sql<string>`case when ${b.status} = 'ticketed' then coalesce(
  (select string_agg(${pnrOf(sql`t.trip`)}, ', ' order by t.trip)
    from (select distinct s.seg ->> 'tripnumber' as trip from ${segments}) as t), '')
  else ${b.tgBookingRef} end`;

const source: MyBookingsSource<FlightOffer[]> = {
  table: b,
  columns: b,
  reference,
  fromDate: sql<string>`coalesce((select min(least(left(s.seg ->> 'departure', 10), left(s.seg ->> 'arrival', 10))) from ${segments}), '')`,
  toDate: sql<string>`coalesce((select max(greatest(left(s.seg ->> 'departure', 10), left(s.seg ->> 'arrival', 10))) from ${segments}), '')`,
  route: b.offers,
  routeText: (offers) => routeOf({ offers }),
  travellers: { table: pax, txid: pax.txid, paxSno: pax.paxSno, firstName: pax.firstName, lastName: pax.lastName, profileId: pax.profileId },
};

export const listFlightsForUser = (db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]> =>
  listMyBookingsOf(db, source, owner, filter);

export async function attachFlightToTrip(db: Executor, row: FlightBookingRow, tripId: string, now: Date): Promise<void> {
  await db.update(flightBookings).set({ tripId, updatedAt: now }).where(eq(flightBookings.txid, row.txid));
}
