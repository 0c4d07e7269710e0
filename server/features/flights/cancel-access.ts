import type { HandlerContext } from '../../dispatch/types';
import type { FlightBookingRow } from './booking-store';
import { loadFlightBookingForCaller } from './eticket-data';

/*
 * Whether the caller may cancel these travellers of this booking now, with the reason when not.
 * Who: the booker, a traveller on it, or travel staff of its company (loadFlightBookingForCaller,
 * purpose 'change': the company's finance and managers, who may read it, may not cancel it):
 * anyone else, another company and an unknown txid get the same answer, so nothing leaks.
 */

export const SELECT_TRAVELLER = 'Please select traveller to cancel';
export const ALREADY_CANCELLED = 'This booking is already cancelled';
export const NOT_PAID = 'This booking is not paid: there is nothing to cancel';
/** A rescheduled booking is done with: the action goes to its replacement. */
const rescheduled = (action: 'cancel' | 'change') => `This booking was rescheduled: ${action} the new booking instead`;
export const noBooking = (txid: string) => `No flight booking ${txid.trim().toUpperCase()} found`;
export const travellerAlreadyCancelled = (paxSno: number) => `Traveller ${paxSno} is already cancelled`;

type Found = NonNullable<Awaited<ReturnType<typeof loadFlightBookingForCaller>>>;
export type TravellerRow = Found['travellers'][number];

/** 'Mr Rahul Verma' */
export const travellerName = (t: TravellerRow) => [t.title, t.firstName, t.lastName].filter(Boolean).join(' ');

/** Why the booking as a whole cannot be cancelled (or changed); null when it can. */
export function bookingRefusal(booking: FlightBookingRow, action: 'cancel' | 'change' = 'cancel'): string | null {
  switch (booking.status) {
    case 'paymentpending':
    case 'expired':
      return NOT_PAID;
    case 'canxprocessing':
    case 'cancelled':
    case 'refunded':
      return ALREADY_CANCELLED;
    case 'rescheduled':
      return rescheduled(action);
    case 'pending':
    case 'ticketed':
      return null;
  }
}

/** Why one of the chosen travellers cannot be cancelled; null when all can. */
function travellerRefusal(travellers: readonly TravellerRow[], paxSnos: readonly number[]): string | null {
  for (const sno of paxSnos) {
    const traveller = travellers.find((t) => t.paxSno === sno);
    if (!traveller) return `Traveller ${sno} is not on this booking`;
    if (traveller.status !== 'booked')
      return `Traveller ${sno} (${traveller.firstName} ${traveller.lastName}) is already cancelled`;
  }
  return null;
}

/** The booking and its travellers when the caller may cancel `paxSnos` now; else the reason. */
export async function loadCancellable(
  ctx: HandlerContext,
  txid: string,
  paxSnos: readonly number[],
): Promise<Found | { refused: string }> {
  if (paxSnos.length === 0) return { refused: SELECT_TRAVELLER };
  const found = await loadFlightBookingForCaller(ctx, txid, 'change');
  if (!found) return { refused: noBooking(txid) };
  const refused = bookingRefusal(found.booking) ?? travellerRefusal(found.travellers, paxSnos);
  return refused ? { refused } : found;
}
