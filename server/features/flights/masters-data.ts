import { and, asc, eq } from 'drizzle-orm';
import type { FlightReason, Purpose } from '../../../src/contract/flights/masters';
import type { Executor } from '../../store/db';
import { travelReasons, tripPurposes } from '../../store/schema';

/*
 * The purposes of travel and travel reasons the booking forms offer (docs/operations.md
 * TG-GETPURPOSES, TG-GETFLIGHTREASONS): the company's own active masters in the order its travel
 * admins keep (docs/features/masters.md "Purposes and reasons"). An 'Other' reason asks for its
 * text (src/domain/trip-purpose.ts).
 */

export async function companyPurposes(db: Executor, corporateId: string): Promise<Purpose[]> {
  return db
    .select({ id: tripPurposes.id, name: tripPurposes.name })
    .from(tripPurposes)
    .where(and(eq(tripPurposes.corporateId, corporateId), eq(tripPurposes.status, 'active')))
    .orderBy(asc(tripPurposes.position), asc(tripPurposes.name));
}

export async function companyReasons(db: Executor, corporateId: string, service: string): Promise<FlightReason[]> {
  return db
    .select({ id: travelReasons.id, name: travelReasons.name, isother: travelReasons.isOther })
    .from(travelReasons)
    .where(and(eq(travelReasons.corporateId, corporateId), eq(travelReasons.service, service), eq(travelReasons.status, 'active')))
    .orderBy(asc(travelReasons.position), asc(travelReasons.name));
}
