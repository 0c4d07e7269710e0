import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  addTripRequestItems,
  addTripRequestItemsOffline,
  deleteRequestItemFromTrip,
  updateTripRequestItems,
} from '../../../src/contract/trips/items';
import { ITEM_STATUS_ON_ADD } from '../../../src/domain/trip-items';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { tripRequestItems } from '../../store/schema';
import { applyTripEvent, loadTripForCaller } from '../../workflow/trip-access';
import { loadItemTrip } from './items';

/*
 * Request items are what the approver approves, so they change only while the trip may be edited
 * (an EDIT of the lifecycle: draft or rejected), and each change is a tracker row.
 */
const OK = (Message: string) => ({ ApiStatus: { Status: 'OK' as const, Message } });

const addHandler = (operation: typeof addTripRequestItems, offline: boolean) =>
  defineHandler(operation)(async (ctx, { tripid, requestitems }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'write');
    await applyTripEvent(ctx, trip, 'EDIT', { remarks: `${requestitems.length} request item(s) added${offline ? ' (offline)' : ''}` });
    // Ids sort in the order the items were sent (the list shows them so): time, position, then random.
    const stamp = ctx.now.getTime().toString(36);
    const rows = requestitems.map((r, i) => ({
      id: `${stamp}-${String(i).padStart(2, '0')}-${randomUUID()}`,
      tripId: trip.id,
      corporateId: trip.corporateId,
      itemType: r.itemtype,
      offline,
      details: r.details,
      status: ITEM_STATUS_ON_ADD,
      addedBy: ctx.session.profileid,
      addedAt: ctx.now,
      updatedAt: ctx.now,
    }));
    await ctx.tx.insert(tripRequestItems).values(rows);
    return { ...OK('Request items added to the trip'), requestitemids: rows.map((r) => r.id) };
  });

export const addTripRequestItemsHandler = addHandler(addTripRequestItems, false);
export const addTripRequestItemsOfflineHandler = addHandler(addTripRequestItemsOffline, true);

export const updateTripRequestItemsHandler = defineHandler(updateTripRequestItems)(async (ctx, { tripid, requestitems }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  // The lifecycle first: a frozen trip says so, whatever the items (a 400 below rolls this back).
  await applyTripEvent(ctx, trip, 'EDIT', { remarks: `${requestitems.length} request item(s) updated` });
  const ids = requestitems.map((r) => r.requestitemid);
  const known = await ctx.tx
    .select({ id: tripRequestItems.id })
    .from(tripRequestItems)
    .where(and(eq(tripRequestItems.tripId, trip.id), inArray(tripRequestItems.id, ids)));
  const missing = ids.find((id) => !known.some((k) => k.id === id));
  if (missing !== undefined) throw badRequest(`requestitemid: ${missing} is not a request item of this trip`);
  for (const r of requestitems) {
    await ctx.tx
      .update(tripRequestItems)
      .set({ itemType: r.itemtype, details: r.details, updatedAt: ctx.now })
      .where(and(eq(tripRequestItems.id, r.requestitemid), eq(tripRequestItems.tripId, trip.id)));
  }
  return OK('Request items updated');
});

export const deleteRequestItemFromTripHandler = defineHandler(deleteRequestItemFromTrip)(async (ctx, { itemid }) => {
  const trip = await loadItemTrip(ctx, tripRequestItems, itemid);
  await applyTripEvent(ctx, trip, 'EDIT', { remarks: 'Request item removed' });
  await ctx.tx.delete(tripRequestItems).where(and(eq(tripRequestItems.id, itemid), eq(tripRequestItems.tripId, trip.id)));
  return OK('Request item removed from the trip');
});
