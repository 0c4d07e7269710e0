import { type SQL, and, desc, eq, exists, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENDED_STATUSES, searchNeedle } from '../../src/contract/bookings/booking-view';
import type { Executor } from '../store/db';
import type { BookingListFilter, BookingListRow, BookingOwner } from './product';
import { containsPattern } from '../store/like-pattern';

/*
 * "My bookings" of one product, filtered in SQL (docs/features/my-bookings.md): ownership, tab,
 * search, newest first and the cap, so a search reaches the oldest booking. Each product only
 * declares where its facts live (server/features/<product>/my-bookings.ts); the tab and search rules
 * are those of src/contract/bookings/booking-view.ts, which the offline screen runs on its copy.
 */

/** A product's booking table, as the list reads it. */
export interface MyBookingsSource<Route> {
  table: PgTable;
  columns: {
    txid: PgColumn;
    corporateId: PgColumn;
    profileId: PgColumn;
    travellerProfileId: PgColumn;
    status: PgColumn;
    bookedOn: PgColumn;
    totalPaise: PgColumn;
    currency: PgColumn;
    paymentMode: PgColumn;
    tripId: PgColumn;
  };
  /** The reference a traveller quotes (PNR, policy number), and the first and last day (YYYY-MM-DD, '' when unknown), as SQL text. */
  reference: SQL<string>;
  fromDate: SQL<string>;
  toDate: SQL<string>;
  /** What the route is made from (a column or SQL), and its wording. */
  route: PgColumn | SQL<Route>;
  routeText(value: Route): string;
  /** The travellers' table; `profileId` when a later traveller of the booking also owns it. */
  travellers: { table: PgTable; txid: PgColumn; paxSno: PgColumn; firstName: PgColumn; lastName: PgColumn; profileId?: PgColumn };
}


const fullName = (pax: MyBookingsSource<unknown>['travellers']) => sql<string>`trim(${pax.firstName} || ' ' || ${pax.lastName})`;

/** Bookings of the owner's company they made, travel on first, or (where the product records it) travel on later. */
function ownedBy<R>(db: Executor, source: MyBookingsSource<R>, owner: BookingOwner): SQL | undefined {
  const { columns: c, travellers: pax } = source;
  const later = pax.profileId
    ? exists(db.select({ one: pax.paxSno }).from(pax.table).where(and(eq(pax.txid, c.txid), eq(pax.profileId, owner.profileId))))
    : undefined;
  return and(eq(c.corporateId, owner.corporateId), or(eq(c.profileId, owner.profileId), eq(c.travellerProfileId, owner.profileId), later));
}

/** The tab, as viewOf decides it: ended statuses are cancelled; otherwise past once the last day is before today. */
function inView<R>(source: MyBookingsSource<R>, filter: BookingListFilter): SQL | undefined {
  const ended = [...ENDED_STATUSES];
  const last = sql<string>`coalesce(nullif(${source.toDate}, ''), ${source.fromDate})`;
  const gone = sql`(${last} <> '' and ${last} < ${filter.today})`;
  if (filter.view === 'cancelled') return inArray(source.columns.status, ended);
  if (filter.view === 'past') return and(notInArray(source.columns.status, ended), gone);
  if (filter.view === 'upcoming') return and(notInArray(source.columns.status, ended), sql`not ${gone}`);
  return undefined;
}

/** The search, as matchesSearch decides it: the reference, the txid or a traveller's name contains the text. */
function searched<R>(db: Executor, source: MyBookingsSource<R>, search: string): SQL | undefined {
  const needle = searchNeedle(search);
  if (needle === '') return undefined;
  const pattern = containsPattern(needle);
  const pax = source.travellers;
  return or(
    ilike(source.reference, pattern),
    ilike(source.columns.txid, pattern),
    exists(db.select({ one: pax.paxSno }).from(pax.table).where(and(eq(pax.txid, source.columns.txid), ilike(fullName(pax), pattern)))),
  );
}

/** The owner's bookings of one product matching the filter, newest first, at most `filter.limit`. */
export async function listMyBookingsOf<R>(
  db: Executor,
  source: MyBookingsSource<R>,
  owner: BookingOwner,
  filter: BookingListFilter,
): Promise<BookingListRow[]> {
  const c = source.columns;
  const rows = await db
    .select({
      txid: sql<string>`${c.txid}`,
      reference: source.reference,
      fromDate: source.fromDate,
      toDate: source.toDate,
      route: source.route,
      totalPaise: sql<number>`${c.totalPaise}`,
      currency: sql<string>`${c.currency}`,
      paymentMode: sql<string>`${c.paymentMode}`,
      status: sql<string>`${c.status}`,
      tripId: sql<string>`${c.tripId}`,
      bookedAt: c.bookedOn,
    })
    .from(source.table)
    .where(and(ownedBy(db, source, owner), inView(source, filter), searched(db, source, filter.search)))
    .orderBy(desc(c.bookedOn), desc(c.txid))
    .limit(filter.limit);
  if (rows.length === 0) return [];
  const pax = source.travellers;
  const names = await db
    .select({ txid: sql<string>`${pax.txid}`, name: fullName(pax) })
    .from(pax.table)
    .where(inArray(pax.txid, rows.map((r) => r.txid)))
    .orderBy(pax.paxSno);
  return rows.map((row) => ({
    ...row,
    route: source.routeText(row.route as R),
    totalPaise: Number(row.totalPaise),
    bookedAt: row.bookedAt as Date,
    travellers: names.filter((p) => p.txid === row.txid).map((p) => p.name),
  }));
}
