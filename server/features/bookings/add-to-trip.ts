import { eq } from 'drizzle-orm';
import { addBookingToTrip } from '../../../src/contract/bookings/operations';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import type { BookingProduct, BookingRecord } from '../../booking/product';
import { defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { tripItems } from '../../store/schema';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { assertItemsChangeable, insertTripItem } from '../../workflow/trip-items';

/*
 * "Add to trip" after purchase (docs/features/my-bookings.md): a paid booking of the caller goes on
 * one of their trips as a booked item carrying its txid. The item keeps no sealed offer, so booking
 * the trip later finds nothing to book for it and keeps the txid: the booking is never paid twice.
 */

/** Paid and standing: what can still go on a trip. */
const ATTACHABLE = new Set(['pending', 'ticketed', 'confirmed']);
const BOOKING_NOT_FOUND = 'txid: booking not found';

const isCallers = (row: BookingRecord, profileId: string) =>
  row.profileId === profileId || row.travellerProfileId === profileId;

export const addBookingToTripHandler = (products: readonly BookingProduct[]) =>
  defineHandler(addBookingToTrip)(async (ctx, input) => {
    const product = products.find((p) => p.kind === input.product);
    if (!product) throw forbidden(BOOKING_NOT_FOUND);
    const row = await product.load(ctx.tx, input.txid, ctx.session.corporateid);
    // A colleague's booking answers like another company's: nothing to learn from the difference.
    if (!row || !isCallers(row, ctx.session.profileid)) throw forbidden(BOOKING_NOT_FOUND);
    if (!ATTACHABLE.has(row.status)) throw new HttpError(409, 'txid: only a paid booking can be added to a trip');
    if (row.tripId !== '') throw new HttpError(409, 'txid: this booking is already on a trip');
    const trip = await loadTripForCaller(ctx, input.tripid, 'write');
    assertItemsChangeable(trip);
    const itemid = await insertTripItem(ctx, trip, {
      tripid: trip.id,
      itemtype: product.kind,
      totalamount: paiseToDecimal(row.totalPaise),
      requestitemid: '',
      responseid: '',
      selected_json: '',
      txid: row.txid,
      reftxid: '',
      supplier: '',
    });
    // Already paid: the item is booked, not waiting for the trip's booking.
    await ctx.tx.update(tripItems).set({ status: 'booked' }).where(eq(tripItems.id, itemid));
    await product.attachToTrip(ctx.tx, row, trip.id, ctx.now);
    await recordTripNote(ctx, trip, 'ADD_ITEM', `${product.kind} ${row.txid} added`);
    return { ApiStatus: { Status: 'OK' as const, Message: 'Booking added to the trip' }, itemid };
  });
