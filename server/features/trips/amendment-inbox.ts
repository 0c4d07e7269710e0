import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { getPendingAmendments } from '../../../src/contract/trips/amendment-inbox';
import { isTravelCoordinator, isTripStaff } from '../../../src/domain/trip-roles';
import { defineHandler } from '../../dispatch/types';
import { tripAmendments, trips } from '../../store/schema';
import { mappedTravellersQuery } from '../../workflow/coordinator-scope';
import { namesOf } from '../../workflow/directory';

/**
 * getpendingamendments: pending amendments of trips waiting for one (sentforamendment) that the
 * caller decides — named as their approver, or trip staff when nobody was named (a coordinator for
 * their mapped travellers' trips only) — never one of the
 * caller's own trips or requests (decideAmendment in actions-amendment.ts refuses those too).
 */
export const getPendingAmendmentsHandler = defineHandler(getPendingAmendments)(async (ctx) => {
  const { corporateid, profileid, role } = ctx.session;
  const named = eq(tripAmendments.approverProfileId, profileid);
  const unrouted = isNull(tripAmendments.approverProfileId);
  const routed = isTripStaff(role)
    ? or(named, unrouted)
    : isTravelCoordinator(role)
      ? or(named, and(unrouted, inArray(trips.travellerProfileId, mappedTravellersQuery(ctx.tx, corporateid, profileid))))
      : named;
  const rows = await ctx.tx
    .select({ amendment: tripAmendments, trip: trips })
    .from(tripAmendments)
    .innerJoin(trips, eq(trips.id, tripAmendments.tripId))
    .where(
      and(
        eq(tripAmendments.corporateId, corporateid),
        eq(tripAmendments.status, 'pending'),
        eq(trips.status, 'sentforamendment'),
        ne(trips.travellerProfileId, profileid),
        ne(tripAmendments.requestedBy, profileid),
        routed,
      ),
    )
    .orderBy(asc(tripAmendments.createdAt), asc(tripAmendments.id));
  const names = await namesOf(ctx.tx, corporateid, rows.map((r) => r.trip.travellerProfileId));
  return {
    ApiStatus: { Status: 'OK' as const },
    list: rows.map(({ amendment, trip }) => ({
      amendmentid: String(amendment.id),
      tripid: trip.id,
      tripname: trip.tripName,
      travellername: names.get(trip.travellerProfileId) ?? '',
      amendmenttype: amendment.amendmentType,
      currentfromdate: trip.fromDate,
      currenttodate: trip.toDate,
      fromdate: amendment.fromDate ?? '',
      todate: amendment.toDate ?? '',
      remarks: amendment.remarks,
      requestedon: amendment.createdAt.toISOString(),
    })),
  };
});
