import { inArray } from 'drizzle-orm';
import type { Store } from '../../server/store/db';
import { tripTravellers, trips } from '../../server/store/schema-trips';
import type { TripStatus } from '../../src/domain/trip-lifecycle-types';

/*
 * Trips the feedback tests write straight into trip-core's table. Their ids start with 99 so they
 * never meet the ids the trip seed or the trip sequence (710001…) hands out, and their dates are
 * in 2027, later than any seeded trip, with the test clock moved to 2027-12-01.
 */
export const FEEDBACK_NOW = Date.parse('2027-12-01T09:00:00Z');

export const ACME = '1001';
export const GLOBEX = '1002';
export const TRAVELLER = '20001';
export const MANAGER = '20002';
export const COORDINATOR = '20003';
export const GLOBEX_TRAVELLER = '30001';

export interface TripRow {
  id: string;
  corporateId?: string;
  traveller?: string;
  status?: TripStatus;
  from: string;
  to?: string;
  name?: string;
  /** Further travellers listed on the trip. */
  also?: string[];
}

export async function insertTrips(store: Store, rows: TripRow[]): Promise<void> {
  const now = new Date(FEEDBACK_NOW);
  await store.db.insert(trips).values(
    rows.map((r) => ({
      id: r.id,
      corporateId: r.corporateId ?? ACME,
      travellerProfileId: r.traveller ?? TRAVELLER,
      createdByProfileId: r.traveller ?? TRAVELLER,
      createdBy: 'test',
      tripName: r.name ?? `Trip ${r.id}`,
      origin: 'Mumbai',
      destination: 'Bengaluru',
      destinationCountries: ['IN'],
      fromDate: r.from,
      toDate: r.to ?? r.from,
      status: r.status ?? 'ticketed',
      createdAt: now,
      updatedAt: now,
    })),
  );
  const listed = rows.flatMap((r) =>
    (r.also ?? []).map((p) => ({
      tripId: r.id,
      corporateId: r.corporateId ?? ACME,
      travellerProfileId: p,
      addedAt: now,
    })),
  );
  if (listed.length > 0) await store.db.insert(tripTravellers).values(listed);
}

export async function deleteTrips(store: Store, ids: string[]): Promise<void> {
  await store.db.delete(trips).where(inArray(trips.id, ids));
}

/** Only this file's trips: seeded trips of other areas may sit beside them. */
export const ours = (list: { tripid: string }[]) => list.filter((t) => t.tripid.startsWith('99'));

export const pending = { opid: 'TG-EXPENSE', action: 'getpendingfeedbacktrip' };
export const submit = { opid: 'TG-FEEDBACK', action: 'submittripfeedback' };
