import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import type { HandlerContext } from '../../dispatch/types';
import { loadApprovedBooking } from '../../workflow/booking-approval-store';
import type { BookingPrice } from './booking-price';

/** The approval an out-of-policy booking needs: the caller's own, approved, unused, for these fares. */
export async function approvalFor(
  ctx: HandlerContext,
  request: FlightBookingRequest,
  price: BookingPrice,
): Promise<string | null> {
  if (!price.approvalrequired) return '';
  const approved = await loadApprovedBooking(ctx, request.approvalid, 'flight');
  if (!approved) return null;
  const asked = approved.request as { responseid?: unknown; selected?: { farekey?: unknown }[] };
  const sameFares =
    asked.responseid === request.responseid &&
    Array.isArray(asked.selected) &&
    asked.selected.map((s) => s.farekey).join('|') === request.selected.map((s) => s.farekey).join('|');
  return sameFares && price.totalPaise <= approved.totalnetPaise ? approved.approvalid : null;
}

