import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../store/db';
import { bookingApprovals } from '../store/schema-booking-approvals';
import { profiles } from '../store/schema-core';
import { tripApprovals, trips } from '../store/schema-trips';
import type { ProductFacts } from './product-facts';

/*
 * What a booking's facts take from around it rather than from the product: the organisation it is
 * charged to and how long its approval took. Read when the facts are written, so a report shows
 * the department or project of the day it was booked, not of today.
 */

export interface Organisation {
  departmentId: string;
  costCenterId: string;
  projectId: string;
  /** The trip's first destination country ('' without a trip or a country). */
  tripCountry: string;
}

/** The trip's department, cost centre and project when it names them; else the traveller's department. */
export async function organisationOf(db: Executor, facts: ProductFacts): Promise<Organisation> {
  const [trip] = facts.tripId
    ? await db
        .select({
          departmentId: trips.departmentId,
          costCenterId: trips.costCenterId,
          projectId: trips.projectId,
          countries: trips.destinationCountries,
        })
        .from(trips)
        .where(and(eq(trips.id, facts.tripId), eq(trips.corporateId, facts.corporateId)))
    : [];
  const [traveller] = await db
    .select({ departmentId: profiles.departmentId })
    .from(profiles)
    .where(and(eq(profiles.id, facts.travellerProfileId), eq(profiles.corporateId, facts.corporateId)));
  return {
    departmentId: trip?.departmentId || traveller?.departmentId || '',
    costCenterId: trip?.costCenterId ?? '',
    projectId: trip?.projectId ?? '',
    tripCountry: trip?.countries[0] ?? '',
  };
}

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/**
 * Request to decision of the booking's own approval, else of its trip's (first level asked to last
 * level decided); null when it went through none or nobody has decided yet.
 */
export async function approvalDelayMinutes(db: Executor, facts: ProductFacts): Promise<number | null> {
  if (facts.approvalId) {
    const [approval] = await db
      .select({ createdAt: bookingApprovals.createdAt, decidedAt: bookingApprovals.decidedAt })
      .from(bookingApprovals)
      .where(and(eq(bookingApprovals.id, facts.approvalId), eq(bookingApprovals.corporateId, facts.corporateId)));
    if (approval?.decidedAt) return minutesBetween(approval.createdAt, approval.decidedAt);
  }
  if (!facts.tripId) return null;
  const [span] = await db
    // Whole minutes in SQL: pg answers timestamps as text and PGlite as dates.
    .select({
      minutes: sql<
        string | null
      >`round(extract(epoch from max(${tripApprovals.decidedAt}) - min(${tripApprovals.createdAt})) / 60)::int::text`,
    })
    .from(tripApprovals)
    .where(
      and(
        eq(tripApprovals.tripId, facts.tripId),
        eq(tripApprovals.corporateId, facts.corporateId),
        isNotNull(tripApprovals.decidedAt),
      ),
    );
  return span?.minutes == null ? null : Math.max(0, Number(span.minutes));
}
