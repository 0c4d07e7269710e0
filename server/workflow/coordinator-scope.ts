import { and, eq, inArray } from 'drizzle-orm';
import { isTravelCoordinator, isTripStaff } from '../../src/domain/trip-roles';
import type { HandlerContext } from '../dispatch/types';
import type { Executor } from '../store/db';
import { coordinatorMappings } from '../store/schema';

/*
 * The travel coordinator's reach (docs/features/coordinators.md): trips and bookings of the
 * travellers an admin mapped to them, besides their own. Shared by trips, flights and insurance,
 * so it lives here and not in the coordinators feature.
 */

/** The active mappings of one coordinator, as a subquery of traveller profile ids. */
export function mappedTravellersQuery(db: Executor, corporateId: string, coordinatorId: string) {
  return db
    .select({ id: coordinatorMappings.travellerProfileId })
    .from(coordinatorMappings)
    .where(
      and(
        eq(coordinatorMappings.corporateId, corporateId),
        eq(coordinatorMappings.coordinatorProfileId, coordinatorId),
        eq(coordinatorMappings.status, 'active'),
      ),
    );
}

/** Which of `travellerIds` are mapped (active) to the calling coordinator. */
export async function mappedAmong(ctx: HandlerContext, travellerIds: readonly string[]): Promise<Set<string>> {
  if (travellerIds.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: coordinatorMappings.travellerProfileId })
    .from(coordinatorMappings)
    .where(
      and(
        eq(coordinatorMappings.corporateId, ctx.session.corporateid),
        eq(coordinatorMappings.coordinatorProfileId, ctx.session.profileid),
        eq(coordinatorMappings.status, 'active'),
        inArray(coordinatorMappings.travellerProfileId, [...travellerIds]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Whether the caller handles the trips and bookings of `travellerId` as staff: travel admins and
 * superadmins for anyone of the company, a coordinator for their mapped travellers. Being the
 * traveller is not staff: callers check that themselves. Company membership is checked by callers.
 */
export async function handlesTravellerOf(ctx: HandlerContext, travellerId: string): Promise<boolean> {
  if (isTripStaff(ctx.session.role)) return true;
  if (!isTravelCoordinator(ctx.session.role)) return false;
  return (await mappedAmong(ctx, [travellerId])).has(travellerId);
}
