import { type AnyColumn, and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { profiles } from '../../store/schema-core';
import { flightBookings } from '../../store/schema-flight-bookings';
import { flightSearches } from '../../store/schema-flights';
import { travelPolicyAssignments } from '../../store/schema-policy';

/*
 * What SIMULATEPOLICY reads (docs/features/policy.md "Simulator"): who the policy holds for, and
 * the company's paid bookings with their policy facts and its searches with their policy digests
 * of a window, each with the person and the India day it happened on. Only those columns, and no
 * join: a 90-day window of a large company is hundreds of thousands of rows.
 */

/** The company's people the policy holds for: their own policy, else their grade's, else their department's, else the default. */
export async function governedProfiles(ctx: HandlerContext, policyId: string, isDefault: boolean): Promise<Set<string>> {
  const corporate = ctx.session.corporateid;
  const [assignments, people] = await Promise.all([
    ctx.tx.select().from(travelPolicyAssignments).where(eq(travelPolicyAssignments.corporateId, corporate)),
    ctx.tx.select({ id: profiles.id, gradeId: profiles.gradeId, departmentId: profiles.departmentId }).from(profiles).where(eq(profiles.corporateId, corporate)),
  ]);
  const assigned = (kind: string) => new Map(assignments.filter((r) => r.kind === kind).map((r) => [r.target, r.policyId]));
  const own = assigned('profile');
  const byGrade = assigned('grade');
  const byDepartment = assigned('department');
  const governed = new Set<string>();
  for (const person of people) {
    const policy = own.get(person.id) ?? (person.gradeId === null ? undefined : byGrade.get(person.gradeId)) ?? byDepartment.get(person.departmentId);
    if (policy === undefined ? isDefault : policy === policyId) governed.add(person.id);
  }
  return governed;
}

const IST_OFFSET_MS = 330 * 60_000;
/** The instant an India day starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The India day of an instant, as indiaToday gives it, worked out by the database: no Date per row. */
const indiaDayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** From the start of the India day fromdate to the end of todate. */
const inWindow = (column: AnyColumn, fromdate: string, todate: string) => and(gte(column, dayStart(fromdate)), lt(column, dayStart(addDays(todate, 1))));

export async function paidBookings(ctx: HandlerContext, fromdate: string, todate: string) {
  return ctx.tx
    .select({ profileId: flightBookings.travellerProfileId, day: indiaDayOf(flightBookings.bookedOn), facts: flightBookings.policyFacts })
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.corporateId, ctx.session.corporateid),
        inWindow(flightBookings.bookedOn, fromdate, todate),
        isNotNull(flightBookings.paidAt),
        isNotNull(flightBookings.policyFacts),
      ),
    );
}

/**
 * The searches' digests as JSON text, parsed one by one and only for the people the policy holds
 * for: rows of parsed digests would hold every search's objects at once. A search's traveller is
 * the person who searched (a search names no traveller).
 */
export async function digestedSearches(ctx: HandlerContext, fromdate: string, todate: string) {
  return ctx.tx
    .select({ profileId: flightSearches.profileId, day: indiaDayOf(flightSearches.searchedAt), digest: sql<string>`${flightSearches.policyDigest}::text` })
    .from(flightSearches)
    .where(
      and(
        eq(flightSearches.corporateId, ctx.session.corporateid),
        inWindow(flightSearches.searchedAt, fromdate, todate),
        isNotNull(flightSearches.policyDigest),
      ),
    );
}
