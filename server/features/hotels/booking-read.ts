import { getHotelBooking } from '../../../src/contract/hotels/booking';
import type { HotelBooking } from '../../../src/contract/hotels/booking-shapes';
import type { BookingPurpose } from '../../booking/read-access';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { applyHotelAnswers } from './booking-progress';
import { type HotelBookingRow, loadGuests, loadHotelBooking, loadHotelBookingForCaller } from './booking-store';
import { hotelBookingView } from './booking-view';

/* TG-HOTEL gethotelbooking: one booking with its voucher data, as the hotel has answered it by now. */

export const HOTEL_BOOKING_NOT_FOUND = 'txid: hotel booking not found';

/**
 * The caller's booking with the hotel's answers due by now applied (booking-progress.ts); another
 * user's (without access) or another company's answers exactly like an unknown txid.
 */
export async function loadCurrentBooking(ctx: HandlerContext, txid: string, purpose: BookingPurpose): Promise<HotelBookingRow> {
  const found = await loadHotelBookingForCaller(ctx, txid, purpose);
  if (!found) throw forbidden(HOTEL_BOOKING_NOT_FOUND);
  await applyHotelAnswers(ctx.tx, found.txid, ctx.now);
  return (await loadHotelBooking(ctx.tx, found.txid, found.corporateId)) ?? found;
}

export async function hotelBookingFor(ctx: HandlerContext, txid: string): Promise<HotelBooking> {
  const row = await loadCurrentBooking(ctx, txid, 'read');
  return hotelBookingView(row, await loadGuests(ctx.tx, row));
}

export const getHotelBookingHandler = defineHandler(getHotelBooking)(async (ctx, { txid }) => ({
  booking: await hotelBookingFor(ctx, txid),
}));
