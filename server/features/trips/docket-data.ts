import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { corporates, profiles, tripApprovals, tripItems, tripTracker, tripTravellers, trips } from '../../store/schema';

export type TripRow = typeof trips.$inferSelect;
export type TripItemRow = typeof tripItems.$inferSelect;

/** Everything a trip PDF shows, read in one place (docket and forex letters share it). */
export interface DocketData {
  trip: TripRow;
  company: { id: string; name: string; currency: string };
  traveller: { profileid: string; name: string; email: string };
  /** Fellow travellers besides the main one, by name. */
  fellows: string[];
  items: TripItemRow[];
  tracker: { at: Date; action: string; from: string; to: string; by: string; remarks: string }[];
  approvals: { level: number; approver: string; status: string; remarks: string; decidedAt: Date | null }[];
}

const fullName = (p: { passportTitle: string; passportFirstName: string; passportLastName: string }) =>
  [p.passportTitle, p.passportFirstName, p.passportLastName].filter(Boolean).join(' ');

export async function loadDocketData(db: Executor, trip: TripRow): Promise<DocketData> {
  const [company] = await db.select().from(corporates).where(eq(corporates.id, trip.corporateId));
  const items = await db
    .select()
    .from(tripItems)
    .where(and(eq(tripItems.tripId, trip.id), eq(tripItems.corporateId, trip.corporateId)))
    .orderBy(asc(tripItems.addedAt), asc(tripItems.id));
  const tracker = await db.select().from(tripTracker).where(eq(tripTracker.tripId, trip.id)).orderBy(asc(tripTracker.createdAt), asc(tripTracker.id));
  const fellows = (await db.select({ id: tripTravellers.travellerProfileId }).from(tripTravellers).where(eq(tripTravellers.tripId, trip.id)))
    .map((f) => f.id)
    .filter((id) => id !== trip.travellerProfileId);
  const approvals = await db.select().from(tripApprovals).where(eq(tripApprovals.tripId, trip.id)).orderBy(asc(tripApprovals.level), asc(tripApprovals.id));

  // One read for every person the PDF names.
  const ids = [...new Set([trip.travellerProfileId, ...fellows, ...tracker.map((t) => t.byProfileId), ...approvals.map((a) => a.approverProfileId)])];
  const people = await db.select().from(profiles).where(and(inArray(profiles.id, ids), eq(profiles.corporateId, trip.corporateId)));
  const byId = new Map(people.map((p) => [p.id, p]));
  const nameOf = (id: string) => {
    const person = byId.get(id);
    return person ? fullName(person) : id;
  };
  const traveller = byId.get(trip.travellerProfileId);

  return {
    trip,
    company: { id: trip.corporateId, name: company?.name ?? trip.corporateId, currency: company?.baseCurrency ?? 'INR' },
    traveller: { profileid: trip.travellerProfileId, name: nameOf(trip.travellerProfileId), email: traveller?.email ?? '' },
    fellows: fellows.map(nameOf),
    items,
    tracker: tracker.map((t) => ({ at: t.createdAt, action: t.action, from: t.fromStatus, to: t.toStatus, by: nameOf(t.byProfileId), remarks: t.remarks })),
    approvals: approvals.map((a) => ({ level: a.level, approver: nameOf(a.approverProfileId), status: a.status, remarks: a.remarks, decidedAt: a.decidedAt })),
  };
}

/** A trip of this company by id, without access checks (signed links carry their own proof). */
export async function findTrip(db: Executor, corporateId: string, tripId: string): Promise<TripRow | undefined> {
  const [trip] = await db.select().from(trips).where(and(eq(trips.id, tripId), eq(trips.corporateId, corporateId)));
  return trip;
}
