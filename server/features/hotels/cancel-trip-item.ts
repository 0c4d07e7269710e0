import type { TripItemToCancel } from '../../booking/product';
import type { HandlerContext } from '../../dispatch/types';
import { applyHotelAnswers } from './booking-progress';
import { loadHotelBooking } from './booking-store';
import { cancelStay } from './cancel-stay';
import { cancelRefusal } from './cancel-terms';

/*
 * hotelProduct.cancelTripItem: a stay cancelled with its trip (tripcancellationrequest). The trip's
 * writer asked, so the stay only has to be the trip's own (same company, same trip); it is cancelled
 * as from its voucher (cancel-stay.ts): the tier's penalty now, the refund the way it was paid.
 */

const ALREADY_CANCELLED = new Set(['cancellationrequested', 'cancelled']);

export async function cancelHotelTripItem(
  ctx: HandlerContext,
  item: TripItemToCancel,
  reason: string,
): Promise<boolean> {
  const found = await loadHotelBooking(ctx.tx, item.txid, ctx.session.corporateid);
  if (!found || found.tripId !== item.tripId) return false;
  await applyHotelAnswers(ctx.tx, found.txid, ctx.now);
  const row = (await loadHotelBooking(ctx.tx, found.txid, found.corporateId)) ?? found;
  if (ALREADY_CANCELLED.has(row.status)) return true;
  // Not paid or lapsed: nothing the hotel could cancel; the travel desk looks at it.
  if (cancelRefusal(row)) return false;
  await cancelStay(ctx, row, reason);
  return true;
}
