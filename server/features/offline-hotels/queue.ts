import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getOfflineHotelQueue } from '../../../src/contract/offline-hotels/operations';
import { OFFLINE_HOTEL_TYPES, isOfflineHotelType, readOfflineHotelRequest } from '../../../src/contract/offline-hotels/request-details';
import { defineHandler } from '../../dispatch/types';
import { containsPattern } from '../../store/like-pattern';
import { profiles, tripItems, tripRequestItems, trips } from '../../store/schema';
import { DESK_TRIP_STATUSES, REQUEST_DECLINED, REQUEST_FULFILLED, REQUEST_OPEN } from './access';

/*
 * getofflinehotelqueue: the company's offline hotel and service apartment requests, newest first.
 * 'open' lists only those the desk can act on now: still open, on a trip approved or booked (a
 * draft's request waits for its approval, docs/features/offline-hotels.md "The queue").
 */

const QUEUE_LIMIT = 200;
const STATUS_OF = { open: REQUEST_OPEN, fulfilled: REQUEST_FULFILLED, declined: REQUEST_DECLINED } as const;
const travellerName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;
const detail = (key: string) => sql<string>`coalesce(${tripRequestItems.details}->>${key}, '')`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const getOfflineHotelQueueHandler = defineHandler(getOfflineHotelQueue)(async (ctx, { status, searchtext }) => {
  const pattern = containsPattern(searchtext);
  const rows = await ctx.tx
    .select({ request: tripRequestItems, trip: trips, travellername: travellerName })
    .from(tripRequestItems)
    .innerJoin(trips, and(eq(trips.id, tripRequestItems.tripId), eq(trips.corporateId, tripRequestItems.corporateId)))
    .innerJoin(profiles, and(eq(profiles.id, trips.travellerProfileId), eq(profiles.corporateId, trips.corporateId)))
    .where(
      and(
        eq(tripRequestItems.corporateId, ctx.session.corporateid),
        inArray(tripRequestItems.itemType, [...OFFLINE_HOTEL_TYPES]),
        eq(tripRequestItems.status, STATUS_OF[status]),
        status === 'open' ? inArray(trips.status, [...DESK_TRIP_STATUSES]) : undefined,
        searchtext === ''
          ? undefined
          : or(ilike(travellerName, pattern), ilike(detail('city'), pattern), ilike(detail('to'), pattern), ilike(trips.id, pattern), ilike(trips.tripName, pattern)),
      ),
    )
    .orderBy(desc(tripRequestItems.addedAt), desc(tripRequestItems.id))
    .limit(QUEUE_LIMIT);
  // A fulfilled request's stay may have been cancelled since: the desk sees which, and cancels only a booked one.
  const txids = rows.map(({ request }) => text(request.details.txid)).filter((txid) => txid !== '');
  const stays = txids.length === 0
    ? []
    : await ctx.tx
        .select({ txid: tripItems.txid, status: tripItems.status })
        .from(tripItems)
        .where(and(eq(tripItems.corporateId, ctx.session.corporateid), inArray(tripItems.txid, txids)));
  const stayStatus = new Map(stays.map((s) => [s.txid, s.status]));
  const list = rows.flatMap(({ request, trip, travellername }) => {
    if (!isOfflineHotelType(request.itemType)) return [];
    return [
      {
        ...readOfflineHotelRequest(request.details),
        requestitemid: request.id,
        tripid: trip.id,
        tripname: trip.tripName,
        tripstatus: trip.status,
        travellerprofileid: trip.travellerProfileId,
        travellername,
        itemtype: request.itemType,
        status: request.status,
        txid: text(request.details.txid),
        staystatus: stayStatus.get(text(request.details.txid)) ?? '',
        declinereason: text(request.details.declinereason),
        requestedon: request.addedAt.toISOString(),
      },
    ];
  });
  return { ApiStatus: { Status: 'OK' as const, Message: '' }, list };
});
