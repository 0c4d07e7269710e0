import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { addRescheduleTripItem, addRescheduleTripRequestItems, getRescheduleCorporateFullTrip } from '../../../src/contract/trips/actions-reschedule';
import { allowedTripEvents, tripRefusalMessage } from '../../../src/domain/trip-lifecycle';
import type { CorporateFullTripSchema } from '../../../src/contract/trips/core';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { tripItems, tripRequestItems } from '../../store/schema';
import { type TripRow, loadTripForCaller, recordTripNote, tripContext } from '../../workflow/trip-access';
import { GONE_ITEM_STATUSES } from '../../workflow/trip-cancellation';
import { insertTripItem } from '../../workflow/trip-items';
import { getCorporateFullTripHandler } from './read';

/** Reschedule items fit only a trip the lifecycle would let reschedule (ticketed or rescheduled). */
async function canReschedule(ctx: HandlerContext, trip: TripRow): Promise<boolean> {
  return allowedTripEvents(trip.status, await tripContext(ctx, trip)).includes('RESCHEDULE');
}

async function reschedulableTrip(ctx: HandlerContext, tripid: string): Promise<TripRow> {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  if (!(await canReschedule(ctx, trip))) throw new HttpError(409, tripRefusalMessage(trip.status, 'RESCHEDULE'));
  return trip;
}

/** Transactions of the trip that a reschedule may replace: live items with a txid. */
async function liveTransactions(ctx: HandlerContext, tripId: string): Promise<string[]> {
  const rows = await ctx.tx
    .select({ txid: tripItems.txid })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId), notInArray(tripItems.status, [...GONE_ITEM_STATUSES, 'rescheduled'])));
  return rows.map((r) => r.txid).filter(Boolean);
}

export const tripRescheduleHandlers: OperationHandler[] = [
  /** A replacement for one booked transaction; the item it replaces is marked 'rescheduled'. */
  defineHandler(addRescheduleTripItem)(async (ctx, { jsondata }) => {
    const item = jsondata;
    const trip = await reschedulableTrip(ctx, item.tripid);
    if (!(await liveTransactions(ctx, trip.id)).includes(item.reftxid)) throw forbidden('reftxid: not a live transaction of this trip');
    const itemid = await insertTripItem(ctx, trip, item);
    await ctx.tx.update(tripItems).set({ status: 'rescheduled' }).where(and(eq(tripItems.tripId, trip.id), eq(tripItems.txid, item.reftxid)));
    await recordTripNote(ctx, trip, 'ADD_RESCHEDULE_ITEM', `${item.itemtype} replaces ${item.reftxid}`);
    return { ApiStatus: { Status: 'OK', Message: 'Reschedule item added' }, itemid };
  }),

  defineHandler(addRescheduleTripRequestItems)(async (ctx, { tripid, requestitems, remarks }) => {
    const trip = await reschedulableTrip(ctx, tripid);
    const requestitemids = requestitems.map(() => randomUUID());
    await ctx.tx.insert(tripRequestItems).values(
      requestitems.map((r, i) => ({
        id: requestitemids[i]!,
        tripId: trip.id,
        corporateId: trip.corporateId,
        itemType: r.itemtype,
        details: { ...r.details, reschedule: true, ...(remarks ? { remarks } : {}) },
        status: 'active',
        addedBy: ctx.session.profileid,
        addedAt: ctx.now,
        updatedAt: ctx.now,
      })),
    );
    await recordTripNote(ctx, trip, 'ADD_RESCHEDULE_REQUEST', remarks || requestitems.map((r) => r.itemtype).join(', '));
    return { ApiStatus: { Status: 'OK', Message: `${requestitemids.length} reschedule request item(s) added` }, requestitemids };
  }),

  /** getcorporatefulltrip (trip-core's handler, so the shapes never drift) plus the reschedule facts. */
  defineHandler(getRescheduleCorporateFullTrip)(async (ctx, { tripid }) => {
    const full = (await getCorporateFullTripHandler.handler(ctx, { tripid })) as { CorporateFullTrip: Record<string, unknown> };
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    return {
      ApiStatus: { Status: 'OK' },
      CorporateFullTrip: {
        ...(full.CorporateFullTrip as never as v.InferOutput<typeof CorporateFullTripSchema>),
        reschedulabletxids: await liveTransactions(ctx, trip.id),
        reschedulable: await canReschedule(ctx, trip),
      },
    };
  }),
];
