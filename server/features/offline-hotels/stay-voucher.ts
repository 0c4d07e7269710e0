import { and, eq, inArray, sql } from 'drizzle-orm';
import { OFFLINE_HOTEL_TYPES, isOfflineHotelType } from '../../../src/contract/offline-hotels/request-details';
import { type OfflineStay, getOfflineStay } from '../../../src/contract/offline-hotels/stay-operations';
import { isBookingStaff } from '../../booking/read-access';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { profiles, tripItems, trips } from '../../store/schema';
import type { TripRow } from '../../workflow/trip-access';
import { type StayRecord, decodeStay } from './stay-record';

/*
 * getofflinestay: the voucher of a stay the desk booked (docs/features/offline-hotels.md "Voucher").
 * Read by the trip's traveller, whoever made the trip, and the company's travel staff; anyone else,
 * and another company's txid, gets the unknown-stay answer.
 */

export const STAY_NOT_FOUND = 'txid: stay not found';

export type StayItemRow = typeof tripItems.$inferSelect;
export interface LoadedStay {
  item: StayItemRow;
  trip: TripRow;
  stay: StayRecord;
  travellername: string;
}

const travellerName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;

/** The company's offline stay with this txid, its trip and its record; `lock` holds the item's row for a change. */
export async function loadStay(ctx: HandlerContext, txid: string, lock = false): Promise<LoadedStay> {
  const query = ctx.tx
    .select({ item: tripItems, trip: trips, travellername: travellerName })
    .from(tripItems)
    .innerJoin(trips, and(eq(trips.id, tripItems.tripId), eq(trips.corporateId, tripItems.corporateId)))
    .innerJoin(profiles, and(eq(profiles.id, trips.travellerProfileId), eq(profiles.corporateId, trips.corporateId)))
    .where(and(eq(tripItems.txid, txid), eq(tripItems.corporateId, ctx.session.corporateid), inArray(tripItems.itemType, [...OFFLINE_HOTEL_TYPES])));
  const [row] = lock ? await query.for('update', { of: tripItems }) : await query;
  const stay = row ? decodeStay(row.item.selectedJson) : undefined;
  if (!row || !stay) throw forbidden(STAY_NOT_FOUND);
  return { ...row, stay };
}

/** The voucher as the wire has it. */
export function stayView({ item, trip, stay, travellername }: LoadedStay): OfflineStay {
  const { kind: _kind, cancellation, ...fields } = stay;
  return {
    ...fields,
    txid: item.txid,
    itemtype: isOfflineHotelType(item.itemType) ? item.itemType : 'offlinehotel',
    status: item.status,
    tripid: trip.id,
    tripname: trip.tripName,
    travellername,
    bookedon: item.addedAt.toISOString(),
    cancellation: cancellation ? { reason: cancellation.reason, charge: cancellation.charge, cancelledon: cancellation.cancelledat } : null,
  };
}

export const getOfflineStayHandler = defineHandler(getOfflineStay)(async (ctx, { txid }) => {
  const loaded = await loadStay(ctx, txid);
  const { session } = ctx;
  const party = session.profileid === loaded.trip.travellerProfileId || session.profileid === loaded.trip.createdByProfileId;
  // A colleague's stay answers like another company's: nothing to learn from the difference.
  if (!party && !isBookingStaff(session.role)) throw forbidden(STAY_NOT_FOUND);
  return { ApiStatus: { Status: 'OK' as const, Message: '' }, stay: stayView(loaded) };
});
