import { randomUUID } from 'node:crypto';
import type { HandlerContext } from '../../dispatch/types';
import { queuePush } from '../../push/notify';
import { corporateNotifications } from '../../store/schema';
import type { TripRow } from '../../workflow/trip-access';

/** The bell shows descriptions as (sanitised) HTML: what the desk typed is shown as typed, not as markup. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Tells the trip's traveller what the desk did: a notification to them alone (the bell) and a push
 * once committed, opening the trip (as a visa decision tells its traveller). A booked or cancelled
 * stay passes its voucher's path instead: the push opens it and the bell's message links to it.
 */
export async function noticeToTraveller(ctx: HandlerContext, trip: TripRow, title: string, body: string, voucherPath?: string): Promise<void> {
  const url = voucherPath ?? `/trips/${encodeURIComponent(trip.id)}`;
  const link = voucherPath ? ` <a href="${escapeHtml(voucherPath)}">Open the voucher</a>` : '';
  await ctx.tx.insert(corporateNotifications).values({
    id: `OH${randomUUID()}`,
    corporateId: trip.corporateId,
    title,
    description: escapeHtml(body) + link,
    createdAt: ctx.now,
    toProfileId: trip.travellerProfileId,
    createdBy: ctx.session.emulatedBy ?? ctx.session.profileid,
  });
  queuePush(ctx, trip.travellerProfileId, { title, body, url, tag: `offline-hotel-${trip.id}` });
}
