import { type SQL, and, asc, desc, eq, inArray, not } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { tripTravellers, trips } from '../../store/schema';
import type { TripRow } from '../../workflow/trip-access';

/*
 * "The trips of a profile": made by it, travelled by it, or joined as a fellow traveller. One
 * query with an OR over the three would scan every trip of the company (measured: 80 ms at 100,000
 * trips on PostgreSQL); three index-ordered, limited branches merged here cost well under 1 ms each.
 */

type Condition = SQL | undefined;

function byCreatedDesc(a: TripRow, b: TripRow): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The profile's newest trips (creation time, then id, both descending) matching `where`. */
export async function newestTripsOf(tx: Executor, corporateId: string, profileId: string, where: Condition, limit: number): Promise<TripRow[]> {
  const branch = (who: SQL) =>
    tx
      .select()
      .from(trips)
      .where(and(eq(trips.corporateId, corporateId), who, where))
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(limit);
  const fellowIds = tx
    .select({ id: tripTravellers.tripId })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.travellerProfileId, profileId), not(tripTravellers.main)));
  const [made, travelled, joined] = await Promise.all([
    branch(eq(trips.createdByProfileId, profileId)),
    branch(eq(trips.travellerProfileId, profileId)),
    branch(inArray(trips.id, fellowIds)),
  ]);
  const unique = new Map<string, TripRow>();
  for (const row of [...made, ...travelled, ...joined]) unique.set(row.id, row);
  return [...unique.values()].sort(byCreatedDesc).slice(0, limit);
}

function byFromDate(a: TripRow, b: TripRow): number {
  return a.fromDate.localeCompare(b.fromDate) || a.id.localeCompare(b.id);
}

/** Trips the profile travels on (main or fellow traveller), earliest travel first, matching `where`. */
export async function travellingTripsOf(tx: Executor, corporateId: string, profileId: string, where: Condition, limit: number): Promise<TripRow[]> {
  const fellowIds = tx
    .select({ id: tripTravellers.tripId })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.travellerProfileId, profileId), not(tripTravellers.main)));
  const branch = (who: SQL) =>
    tx
      .select()
      .from(trips)
      .where(and(eq(trips.corporateId, corporateId), who, where))
      .orderBy(asc(trips.fromDate), asc(trips.id))
      .limit(limit);
  const [main, fellow] = await Promise.all([branch(eq(trips.travellerProfileId, profileId)), branch(inArray(trips.id, fellowIds))]);
  return [...main, ...fellow].sort(byFromDate).slice(0, limit);
}
