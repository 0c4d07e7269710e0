import { and, eq } from 'drizzle-orm';
import { declineOfflineHotel } from '../../../src/contract/offline-hotels/operations';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { trips } from '../../store/schema';
import { recordTripNote } from '../../workflow/trip-access';
import { REQUEST_DECLINED, closeRequest, loadOpenRequest } from './access';
import { noticeToTraveller } from './notice';

/*
 * declineofflinehotel: the desk cannot or will not book the stay (no rooms in that property, over
 * budget). The request is closed with the reason, which the tracker keeps and the traveller reads.
 * Any trip status: a request on a cancelled trip is declined as well as one waiting.
 */
export const declineOfflineHotelHandler = defineHandler(declineOfflineHotel)(async (ctx, { requestitemid, reason }) => {
  const request = await loadOpenRequest(ctx, requestitemid);
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, request.tripId), eq(trips.corporateId, ctx.session.corporateid)));
  if (!trip) throw forbidden('requestitemid: offline hotel request not found');
  await closeRequest(ctx, request, REQUEST_DECLINED, { declinereason: reason });
  await recordTripNote(ctx, trip, 'DECLINE_REQUEST', `${request.itemType} request declined by the travel desk: ${reason}`);
  await noticeToTraveller(ctx, trip, 'Hotel request declined', `The travel desk declined your ${request.itemType === 'serviceapartment' ? 'service apartment' : 'hotel'} request on trip ${trip.tripName}: ${reason}`);
  return { ApiStatus: { Status: 'OK' as const, Message: 'Request declined' } };
});
