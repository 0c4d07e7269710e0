import type { HandlerContext } from '../../dispatch/types';
import { type TravellerRow, bookingRefusal, noBooking } from './cancel-access';
import type { FlightBookingRow } from './booking-store';
import { loadFlightBookingForCaller } from './eticket-data';

/*
 * Whether the caller may change the dates of this booking now, with the reason when not. Who: as
 * for cancelling (the booker, a traveller on it, travel staff of its company); anyone else gets the
 * unknown-booking answer. What: a paid one-way or round-trip booking with every traveller still
 * booked (a partly cancelled booking is changed by cancelling and booking anew).
 */

export const MULTICITY = 'A multi-city booking cannot be changed online: cancel it and book again';
export const PARTLY_CANCELLED = 'Some travellers of this booking are cancelled: it cannot be changed';

export interface Reschedulable {
  booking: FlightBookingRow;
  travellers: TravellerRow[];
}

function refusalOf(booking: FlightBookingRow, travellers: readonly TravellerRow[]): string | null {
  const refused = bookingRefusal(booking, 'change');
  if (refused) return refused;
  if (booking.tripType === 'multicity') return MULTICITY;
  if (travellers.some((t) => t.status !== 'booked')) return PARTLY_CANCELLED;
  return null;
}

/** The booking and its travellers when the caller may change it now; else the reason. */
export async function loadReschedulable(
  ctx: HandlerContext,
  txid: string,
): Promise<Reschedulable | { refused: string }> {
  const found = await loadFlightBookingForCaller(ctx, txid, 'change');
  if (!found) return { refused: noBooking(txid) };
  const refused = refusalOf(found.booking, found.travellers);
  return refused ? { refused } : found;
}
