import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Role } from '../../src/contract/roles';
import { dayOf } from '../../src/domain/approval-rules';
import type { Executor } from '../store/db';
import { profiles } from '../store/schema';
import { type Person, activeDelegate, findPerson } from './directory';

/*
 * Who decides a booking request: one approver, never the requester nor the traveller. The
 * traveller's manager (profiles.reports_to), else the company's travel admin, else its superadmin —
 * the fallback order of trip approvals (docs/approvals.md), with a single level. An approver away
 * that day (a delegation window) is stood in for by the delegate, as for trips.
 */

/** The company's first holder of `role` (lowest id, so the choice is stable) who is none of `excluded`. */
async function firstOtherWithRole(tx: Executor, corporateId: string, role: Role, excluded: readonly string[]): Promise<Person | null> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.corporateId, corporateId), eq(profiles.role, role), notInArray(profiles.id, [...excluded])))
    .orderBy(asc(profiles.id))
    .limit(1);
  return findPerson(tx, corporateId, row?.id ?? null);
}

/** The approver of a booking for `travellerId` asked by `requesterId`, or null when the company has nobody. */
export async function bookingApproverFor(tx: Executor, corporateId: string, travellerId: string, requesterId: string): Promise<Person | null> {
  const excluded = [travellerId, requesterId];
  const traveller = await findPerson(tx, corporateId, travellerId);
  const manager = traveller ? await findPerson(tx, corporateId, traveller.reportsTo) : null;
  if (manager && !excluded.includes(manager.id)) return manager;
  return (await firstOtherWithRole(tx, corporateId, 'traveladmin', excluded)) ?? (await firstOtherWithRole(tx, corporateId, 'superadmin', excluded));
}

export interface BookingRoute {
  /** Who decides: the approver, or their delegate today. */
  decider: Person;
  /** The approver when the delegate decides, else null. */
  onBehalfOf: Person | null;
}

/** The approver's delegate on `now`'s day decides instead, unless the delegate is the requester or traveller. */
export async function routeBookingApproval(tx: Executor, corporateId: string, travellerId: string, requesterId: string, now: Date): Promise<BookingRoute | null> {
  const approver = await bookingApproverFor(tx, corporateId, travellerId, requesterId);
  if (!approver) return null;
  const delegate = await activeDelegate(tx, corporateId, approver.id, dayOf(now));
  const standsIn = delegate && ![travellerId, requesterId, approver.id].includes(delegate.id);
  return standsIn ? { decider: delegate, onBehalfOf: approver } : { decider: approver, onBehalfOf: null };
}
