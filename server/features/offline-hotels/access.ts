import { and, eq } from 'drizzle-orm';
import { type TripStatus, TRIP_STATUS_PHRASES, isTripStatus } from '../../../src/domain/trip-lifecycle';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { tripRequestItems, trips } from '../../store/schema';
import type { TripRow } from '../../workflow/trip-access';
import { isOfflineHotelType } from '../../../src/contract/offline-hotels/request-details';

/*
 * What the travel desk may reach (docs/features/offline-hotels.md "Who"): the trips and requests
 * of the caller's company, whoever travels. Another company's id answers as an unknown one.
 */

/**
 * Trips the desk books stays on: approved (or submitted in book-then-approve mode) and booked
 * trips, as the lifecycle lets them take items (src/domain/trip-items.ts). A draft still waits
 * for its approval; a cancelled trip takes nothing.
 */
export const DESK_TRIP_STATUSES: readonly TripStatus[] = ['approved', 'submitted', 'ticketed', 'rescheduled', 'paymentreleased'];

/** The open status of a request item (ITEM_STATUS_ON_ADD) and what the desk turns it into. */
export const REQUEST_OPEN = 'active';
export const REQUEST_FULFILLED = 'fulfilled';
export const REQUEST_DECLINED = 'declined';

export type RequestRow = typeof tripRequestItems.$inferSelect;

/** A trip of the caller's company the desk may book on: 403 naming tripid otherwise, 409 when its status does not allow it. */
export async function loadDeskTrip(ctx: HandlerContext, tripid: string): Promise<TripRow> {
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, tripid), eq(trips.corporateId, ctx.session.corporateid)));
  if (!trip) throw forbidden('tripid: trip not found');
  if (!(DESK_TRIP_STATUSES as readonly string[]).includes(trip.status)) {
    const phrase = isTripStatus(trip.status) ? TRIP_STATUS_PHRASES[trip.status] : trip.status;
    throw new HttpError(409, `tripid: a trip that is ${phrase} cannot take a stay from the travel desk; it must be approved first`);
  }
  return trip;
}

/** An offline hotel or service apartment request of the caller's company, still open. */
export async function loadOpenRequest(ctx: HandlerContext, requestitemid: string): Promise<RequestRow> {
  const [request] = await ctx.tx
    .select()
    .from(tripRequestItems)
    .where(and(eq(tripRequestItems.id, requestitemid), eq(tripRequestItems.corporateId, ctx.session.corporateid)));
  if (!request || !isOfflineHotelType(request.itemType)) throw forbidden('requestitemid: offline hotel request not found');
  if (request.status !== REQUEST_OPEN) throw new HttpError(409, `requestitemid: this request is already ${request.status}`);
  return request;
}

/** Marks an open request done; guarded on its status so two desks racing cannot both act on it. */
export async function closeRequest(ctx: HandlerContext, request: RequestRow, status: string, extra: Record<string, string>): Promise<void> {
  const [done] = await ctx.tx
    .update(tripRequestItems)
    .set({ status, details: { ...request.details, ...extra }, updatedAt: ctx.now })
    .where(and(eq(tripRequestItems.id, request.id), eq(tripRequestItems.status, REQUEST_OPEN)))
    .returning({ id: tripRequestItems.id });
  if (!done) throw new HttpError(409, 'requestitemid: the request changed meanwhile. Reload the queue and try again.');
}
