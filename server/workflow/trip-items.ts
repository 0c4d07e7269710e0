import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { addTripItem } from '../../src/contract/trips/items';
import { ITEM_STATUS_ON_ADD, canChangeTripItems } from '../../src/domain/trip-items';
import { TRIP_STATUS_PHRASES, isTripStatus } from '../../src/domain/trip-lifecycle';
import { decimalToPaise } from '../../src/domain/trip-money';
import { sealSelection } from '../crypto/sealed-selection';
import type { HandlerContext } from '../dispatch/types';
import { HttpError, badRequest } from '../http/errors';
import { tripItems, tripRequestItems, trips } from '../store/schema';
import { type TripNoteContext, type TripRow, recordTripNote } from './trip-access';
import { cancelTripIfNothingWaits, lockTrip } from './trip-cancellation';

/* A trip's booked items, as every product adds them (ADDTOTRIP of flights, insurance...) and the trip's own calls. */

/** 409 when the trip's status freezes its items (src/domain/trip-items.ts says which). */
export function assertItemsChangeable(trip: TripRow): void {
  if (canChangeTripItems(trip.status)) return;
  const phrase = isTripStatus(trip.status) ? TRIP_STATUS_PHRASES[trip.status] : trip.status;
  throw new HttpError(409, `A trip that is ${phrase} cannot have its items changed`);
}

type TripItemInput = v.InferOutput<typeof addTripItem.request>['jsondata'];

/** Inserts one booked item (add and reschedule share it): exact amount, request item of this trip. */
export async function insertTripItem(ctx: HandlerContext, trip: TripRow, item: TripItemInput): Promise<string> {
  const paise = decimalToPaise(item.totalamount);
  if (paise === null) throw badRequest('totalamount must be an amount like 1234.50');
  if (item.requestitemid !== '') {
    const [request] = await ctx.tx
      .select({ id: tripRequestItems.id })
      .from(tripRequestItems)
      .where(and(eq(tripRequestItems.id, item.requestitemid), eq(tripRequestItems.tripId, trip.id)));
    if (!request) throw badRequest('requestitemid: no such request item on this trip');
  }
  const itemid = randomUUID();
  await ctx.tx.insert(tripItems).values({
    id: itemid,
    tripId: trip.id,
    corporateId: trip.corporateId,
    requestItemId: item.requestitemid,
    itemType: item.itemtype,
    totalAmountPaise: paise,
    responseId: item.responseid,
    selectedJson: await sealSelection(ctx.tx, item.selected_json),
    status: ITEM_STATUS_ON_ADD,
    txid: item.txid,
    refTxid: item.reftxid,
    supplier: item.supplier,
    addedBy: ctx.session.profileid,
    addedAt: ctx.now,
  });
  return itemid;
}

/** A booking as the trip item carrying it knows it: its trip ('' for none), company and txid. */
export interface BookingOnTrip {
  tripId: string;
  corporateId: string;
  txid: string;
}

/**
 * A booking cancelled on its own (from its e-ticket or voucher) tells its trip: the item carrying
 * it (same trip, company and txid) takes `status`; with `onlyFrom`, only while the item is still in
 * that status. An item 'cancelled' may be the last one a trip's cancellation waited for: the trip is
 * then cancelled (trip-cancellation.ts). Nothing for a booking of no trip.
 */
export async function setTripItemOfBooking(
  ctx: HandlerContext,
  booking: BookingOnTrip,
  status: string,
  onlyFrom?: string,
): Promise<void> {
  if (booking.tripId === '') return;
  const cancelled = status === 'cancelled';
  // The trip's row before its item, as the trip's own cancellation takes them (no deadlock).
  if (cancelled) await lockTrip(ctx, booking.tripId, booking.corporateId);
  await ctx.tx
    .update(tripItems)
    .set({ status })
    .where(
      and(
        eq(tripItems.tripId, booking.tripId),
        eq(tripItems.corporateId, booking.corporateId),
        eq(tripItems.txid, booking.txid),
        onlyFrom === undefined ? undefined : eq(tripItems.status, onlyFrom),
      ),
    );
  if (cancelled) await cancelTripIfNothingWaits(ctx, booking.tripId, booking.corporateId);
}

/** A tracker note on the booking's trip (what happened to one of its bookings); nothing for a booking of no trip. */
export async function noteOnTripOfBooking(
  ctx: TripNoteContext,
  booking: BookingOnTrip,
  action: string,
  remarks: string,
): Promise<void> {
  if (booking.tripId === '') return;
  const [trip] = await ctx.tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, booking.tripId), eq(trips.corporateId, booking.corporateId)));
  if (trip) await recordTripNote(ctx, trip, action, remarks);
}
