import { and, eq, inArray } from 'drizzle-orm';
import { addTripItem, deleteItemFromTrip, removeTripServices } from '../../../src/contract/trips/items';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { tripItems, tripRequestItems } from '../../store/schema';
import { assertItemsChangeable, insertTripItem } from '../../workflow/trip-items';
import { type TripRow, loadTripForCaller, recordTripNote } from '../../workflow/trip-access';

const OK = (Message: string) => ({ ApiStatus: { Status: 'OK' as const, Message } });

/** An item (booked or requested) by id, through its trip: another company's or a stranger's answers 403. */
export async function loadItemTrip(ctx: HandlerContext, table: typeof tripItems | typeof tripRequestItems, itemid: string): Promise<TripRow> {
  const [item] = await ctx.tx
    .select({ tripId: table.tripId })
    .from(table)
    .where(and(eq(table.id, itemid), eq(table.corporateId, ctx.session.corporateid)));
  if (!item) throw forbidden('itemid: item not found');
  return loadTripForCaller(ctx, item.tripId, 'write');
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
