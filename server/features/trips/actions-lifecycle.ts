import { and, eq, notInArray } from 'drizzle-orm';
import {
  payTripPayment,
  reopenTrip,
  tripBooking,
  tripCancellationRequest,
  updateRescheduleDateInfo,
} from '../../../src/contract/trips/actions';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { openSelection } from '../../crypto/sealed-selection';
import { HttpError, badRequest } from '../../http/errors';
import { corporates, tripItems, trips } from '../../store/schema';
import type { BookingProduct } from '../../booking/product';
import { type TripRow, applyTripEvent, loadTripForCaller } from '../../workflow/trip-access';
import { GONE_ITEM_STATUSES, cancelTripIfNothingWaits } from '../../workflow/trip-cancellation';

const moved = (message: string, trip: { id: string; status: string }) => ({
  ApiStatus: { Status: 'OK' as const, Message: message },
  tripid: trip.id,
  status: trip.status,
});

/**
 * A trip's live items when it is being cancelled: a booking whose product cancels itself (a hotel
 * stay: BookingProduct.cancelTripItem) is cancelled now and its item 'cancelled'; the others are
 * 'cancellationrequested' for the travel desk (flights, insurance, plain items).
 */
async function cancelLiveItems(
  ctx: HandlerContext,
  products: readonly BookingProduct[],
  trip: TripRow,
  reason: string,
): Promise<void> {
  const items = await ctx.tx
    .select({ id: tripItems.id, itemType: tripItems.itemType, txid: tripItems.txid })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, trip.id), notInArray(tripItems.status, GONE_ITEM_STATUSES)));
  for (const item of items) {
    const product = products.find((p) => p.kind === item.itemType);
    const cancelled =
      item.txid !== '' && product?.cancelTripItem !== undefined
        ? await product.cancelTripItem(ctx, { tripId: trip.id, txid: item.txid }, reason)
        : false;
    await ctx.tx
      .update(tripItems)
      .set({ status: cancelled ? 'cancelled' : 'cancellationrequested' })
      .where(eq(tripItems.id, item.id));
  }
}

export function checkDateOrder(fromdate: string, todate: string): void {
  if (todate < fromdate) throw badRequest('todate must not be before fromdate');
}

/** The trip's own moves; booking a trip books its items through their products. */
export const tripLifecycleHandlers = (products: readonly BookingProduct[]): OperationHandler[] => [
  defineHandler(reopenTrip)(async (ctx, { tripid, remarks }) => {
    const trip = await applyTripEvent(ctx, await loadTripForCaller(ctx, tripid, 'write'), 'REOPEN', { remarks });
    return moved('Trip reopened', trip);
  }),

  /** RESCHEDULE, then the trip takes the new dates (the tracker row keeps the remarks). */
  defineHandler(updateRescheduleDateInfo)(async (ctx, { tripid, fromdate, todate, remarks }) => {
    checkDateOrder(fromdate, todate);
    const trip = await applyTripEvent(ctx, await loadTripForCaller(ctx, tripid, 'write'), 'RESCHEDULE', { remarks });
    await ctx.tx
      .update(trips)
      .set({ fromDate: fromdate, toDate: todate, updatedAt: ctx.now })
      .where(eq(trips.id, trip.id));
    return moved('Trip rescheduled', trip);
  }),

  /**
   * REQUEST_CANCELLATION. Without bookings the lifecycle cancels the trip at once. With bookings it
   * waits in canxprocessing while its items are cancelled (cancelLiveItems); when none is left
   * waiting the server applies CANCEL itself (cancelTripIfNothingWaits), here as the last step of
   * this request or later where the last waiting booking is cancelled. That is the system's step,
   * not the caller's: CANCEL stays the travel desk's (src/domain/trip-caller-actions.ts), and no
   * operation lets a caller apply it.
   */
  defineHandler(tripCancellationRequest)(async (ctx, { tripid, remarks }) => {
    const trip = await applyTripEvent(ctx, await loadTripForCaller(ctx, tripid, 'write'), 'REQUEST_CANCELLATION', {
      remarks,
    });
    if (trip.status === 'cancelled') {
      await ctx.tx
        .update(tripItems)
        .set({ status: 'cancelled' })
        .where(and(eq(tripItems.tripId, trip.id), notInArray(tripItems.status, GONE_ITEM_STATUSES)));
      return moved('Trip cancelled', trip);
    }
    await cancelLiveItems(ctx, products, trip, remarks || 'Trip cancelled');
    const after = (await cancelTripIfNothingWaits(ctx, trip.id, trip.corporateId)) ?? trip;
    return moved(after.status === 'cancelled' ? 'Trip cancelled' : 'Cancellation requested', after);
  }),

  defineHandler(payTripPayment)(async (ctx, { tripid }) => {
    const trip = await applyTripEvent(ctx, await loadTripForCaller(ctx, tripid, 'write'), 'PAY');
    return moved('Trip payment made', trip);
  }),

  /**
   * BOOK. The lifecycle decides whether the company's approval mode allows it now (approved, or
   * submitted in book-then-approve mode). Decision: sme and business-traveller companies pay per
   * trip, so their booking waits in paymentpending until paytrippayment and a second BOOK;
   * corporates book on credit. Ticketing gives each live item a transaction id; an insurance item
   * is issued as its policy and carries the policy's txid (its e-ticket); a flight item added by
   * ADDTOTRIP is booked (billed to the company) and carries the booking's txid.
   */
  defineHandler(tripBooking)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'write');
    const items = await ctx.tx
      .select({
        id: tripItems.id,
        txid: tripItems.txid,
        itemType: tripItems.itemType,
        selectedJson: tripItems.selectedJson,
      })
      .from(tripItems)
      .where(and(eq(tripItems.tripId, trip.id), notInArray(tripItems.status, GONE_ITEM_STATUSES)));
    if (items.length === 0) throw new HttpError(409, 'Trip Cannot be Booked: add an item to the trip first.');
    const [company] = await ctx.tx
      .select({ category: corporates.userCategory })
      .from(corporates)
      .where(eq(corporates.id, trip.corporateId));
    const booked = await applyTripEvent(ctx, trip, 'BOOK', {
      context: { paymentRequired: company?.category !== 'corporate' },
    });
    if (booked.status === 'ticketed') {
      for (const [index, item] of items.entries()) {
        const stored = { id: item.id, tripId: trip.id, selectedJson: await openSelection(ctx.tx, item.selectedJson) };
        const product = products.find((p) => p.kind === item.itemType);
        const issued = product ? await product.issueTripItem(ctx, stored) : null;
        const txid = issued ?? (item.txid || `TX${trip.id}${String(index + 1).padStart(2, '0')}`);
        await ctx.tx.update(tripItems).set({ status: 'booked', txid }).where(eq(tripItems.id, item.id));
      }
    }
    return moved(booked.status === 'ticketed' ? 'Trip booked' : 'Trip held for payment', booked);
  }),
];
