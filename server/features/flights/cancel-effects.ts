import type { HandlerContext } from '../../dispatch/types';
import { queuePush } from '../../push/notify';
import { setTripItemOfBooking } from '../../workflow/trip-items';
import { routeOf } from './route';
import type { FlightBookingRow } from './booking-store';
import type { TravellerRow } from './cancel-access';

/* What a flight cancellation tells others: the trip whose item it is, and the travellers (by push). */

/**
 * The trip whose item the booking is says what the cancellation left: 'cancelled' once no traveller
 * flies, 'partiallycancelled' while some still do (only from 'booked', so a trip cancellation the
 * travel desk is working on keeps its own status).
 */
export async function markTripItemAfterCancel(
  ctx: HandlerContext,
  booking: FlightBookingRow,
  whole: boolean,
): Promise<void> {
  if (whole) await setTripItemOfBooking(ctx, booking, 'cancelled');
  else await setTripItemOfBooking(ctx, booking, 'partiallycancelled', 'booked');
}

/**
 * 'Flight cancelled' to the booking's traveller and each cancelled traveller with a profile, once
 * the cancellation has committed; it opens the e-ticket.
 */
export function notifyFlightCancelled(
  ctx: HandlerContext,
  booking: FlightBookingRow,
  cancelled: readonly TravellerRow[],
  refundText: string,
): void {
  const names = cancelled.map((t) => `${t.firstName} ${t.lastName}`).join(', ');
  const recipients = new Set([booking.travellerProfileId, ...cancelled.map((t) => t.profileId).filter(Boolean)]);
  for (const profileId of recipients)
    queuePush(ctx, profileId, {
      title: 'Flight cancelled',
      body: `${routeOf(booking)} (${booking.txid}): ${names} cancelled. ${refundText}`,
      url: `/flights/eticket/${booking.txid}`,
      tag: `flight-cancel-${booking.txid}`,
    });
}
