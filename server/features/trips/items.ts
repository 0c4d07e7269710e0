import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { addTripItem, deleteItemFromTrip, removeTripServices } from '../../../src/contract/trips/items';
import { ITEM_STATUS_ON_ADD, canChangeTripItems } from '../../../src/domain/trip-items';
import { TRIP_STATUS_PHRASES, isTripStatus } from '../../../src/domain/trip-lifecycle';
import { decimalToPaise } from '../../../src/domain/trip-money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { sealSelection } from '../../crypto/sealed-selection';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { tripItems, tripRequestItems } from '../../store/schema';
import { type TripRow, loadTripForCaller, recordTripNote } from './access';

const OK = (Message: string) => ({ ApiStatus: { Status: 'OK' as const, Message } });

/** 409 when the trip's status freezes its items (src/domain/trip-items.ts says which). */
export function assertItemsChangeable(trip: TripRow): void {
  if (canChangeTripItems(trip.status)) return;
  const phrase = isTripStatus(trip.status) ? TRIP_STATUS_PHRASES[trip.status] : trip.status;
  throw new HttpError(409, `A trip that is ${phrase} cannot have its items changed`);
}

/** An item (booked or requested) by id, through its trip: another company's or a stranger's answers 403. */
export async function loadItemTrip(ctx: HandlerContext, table: typeof tripItems | typeof tripRequestItems, itemid: string): Promise<TripRow> {
  const [item] = await ctx.tx
    .select({ tripId: table.tripId })
    .from(table)
    .where(and(eq(table.id, itemid), eq(table.corporateId, ctx.session.corporateid)));
  if (!item) throw forbidden('itemid: item not found');
  return loadTripForCaller(ctx, item.tripId, 'write');
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

export const addTripItemHandler = defineHandler(addTripItem)(async (ctx, { jsondata: item }) => {
  const trip = await loadTripForCaller(ctx, item.tripid, 'write');
  assertItemsChangeable(trip);
  const itemid = await insertTripItem(ctx, trip, item);
  await recordTripNote(ctx, trip, 'ADD_ITEM', `${item.itemtype} added`);
  return { ...OK('Item added to the trip'), itemid };
});

export const deleteItemFromTripHandler = defineHandler(deleteItemFromTrip)(async (ctx, { itemid }) => {
  const trip = await loadItemTrip(ctx, tripItems, itemid);
  assertItemsChangeable(trip);
  const [gone] = await ctx.tx.delete(tripItems).where(eq(tripItems.id, itemid)).returning({ type: tripItems.itemType });
  await recordTripNote(ctx, trip, 'DELETE_ITEM', `${gone?.type ?? 'item'} removed`);
  return OK('Item removed from the trip');
});

/** Removes every booked and requested item of the named types (services) from the trip. */
export const removeTripServicesHandler = defineHandler(removeTripServices)(async (ctx, { tripid, services }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  assertItemsChangeable(trip);
  const items = await ctx.tx
    .delete(tripItems)
    .where(and(eq(tripItems.tripId, trip.id), inArray(tripItems.itemType, services)))
    .returning({ id: tripItems.id });
  const requests = await ctx.tx
    .delete(tripRequestItems)
    .where(and(eq(tripRequestItems.tripId, trip.id), inArray(tripRequestItems.itemType, services)))
    .returning({ id: tripRequestItems.id });
  await recordTripNote(ctx, trip, 'REMOVE_SERVICES', services.join(', '));
  return { ...OK('Services removed from the trip'), removed: items.length + requests.length };
});
