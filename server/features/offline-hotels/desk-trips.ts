import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getOfflineHotelTrips } from '../../../src/contract/offline-hotels/operations';
import { defineHandler } from '../../dispatch/types';
import { containsPattern } from '../../store/like-pattern';
import { profiles, trips } from '../../store/schema';
import { DESK_TRIP_STATUSES } from './access';

/*
 * getofflinehoteltrips: for a stay booked by phone without a request, the trips the desk may put it
 * on (the company's approved or booked trips), found by the traveller's name or email, the trip's
 * name, destination or id; newest first.
 */

const TRIPS_LIMIT = 50;
const travellerName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;

export const getOfflineHotelTripsHandler = defineHandler(getOfflineHotelTrips)(async (ctx, { searchtext }) => {
  const pattern = containsPattern(searchtext);
  const rows = await ctx.tx
    .select({ trip: trips, travellername: travellerName })
    .from(trips)
    .innerJoin(profiles, and(eq(profiles.id, trips.travellerProfileId), eq(profiles.corporateId, trips.corporateId)))
    .where(
      and(
        eq(trips.corporateId, ctx.session.corporateid),
        inArray(trips.status, [...DESK_TRIP_STATUSES]),
        searchtext === ''
          ? undefined
          : or(ilike(travellerName, pattern), ilike(profiles.email, pattern), ilike(trips.tripName, pattern), ilike(trips.destination, pattern), ilike(trips.id, pattern)),
      ),
    )
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(TRIPS_LIMIT);
  const list = rows.map(({ trip, travellername }) => ({
    tripid: trip.id,
    tripname: trip.tripName,
    tripstatus: trip.status,
    travellerprofileid: trip.travellerProfileId,
    travellername,
    destination: trip.destination,
    destinationcountries: trip.destinationCountries,
    fromdate: trip.fromDate,
    todate: trip.toDate,
  }));
  return { ApiStatus: { Status: 'OK' as const, Message: '' }, list };
});
