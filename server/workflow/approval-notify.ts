import { APPROVAL_DECISIONS } from '../../src/domain/approval-rules';
import type { HandlerContext } from '../dispatch/types';
import { signPushAction } from '../push/action-token';
import { queuePush } from '../push/notify';
import type { TripRow } from './trip-access';

/* The pushes of the approval flow; each is sent by queuePush once the call's transaction commits. */

/** Where a notification's Approve/Reject buttons POST `{ token, decision }` (server/features/approvals/action-route.ts). */
export const APPROVAL_ACTION_PATH = '/api/push/approval';

const summary = (trip: TripRow, travellerName: string) =>
  `${travellerName}: ${trip.tripPurpose || trip.tripName || 'a trip'} (${trip.fromDate} to ${trip.toDate})`;

/** The trip waits for `approverId`: the notification opens the trip, and its buttons decide. */
export async function notifyApprover(ctx: HandlerContext, trip: TripRow, approverId: string, travellerName: string): Promise<void> {
  const actiontoken = await signPushAction(ctx, { profileId: approverId, corporateId: trip.corporateId, tripid: trip.id });
  queuePush(ctx, approverId, {
    title: 'Trip waiting for your approval',
    body: summary(trip, travellerName),
    url: `/trips/${trip.id}`,
    tag: `approval-${trip.id}`,
    actions: APPROVAL_DECISIONS.map((action) => ({ action, title: action === 'approve' ? 'Approve' : 'Reject' })),
    actiontoken,
    actionurl: APPROVAL_ACTION_PATH,
  });
}

/** Notify-only companies: the manager hears of the trip, with nothing to decide. */
export function notifyManagerOnly(ctx: HandlerContext, trip: TripRow, managerId: string, travellerName: string): void {
  queuePush(ctx, managerId, { title: 'Trip submitted', body: summary(trip, travellerName), url: `/trips/${trip.id}`, tag: `trip-submitted-${trip.id}` });
}

/** The final decision, to the traveller. */
export function notifyTraveller(ctx: HandlerContext, trip: TripRow, decision: 'approved' | 'rejected', remarks: string): void {
  const what = trip.tripPurpose || trip.tripName || `Trip ${trip.id}`;
  queuePush(ctx, trip.travellerProfileId, {
    title: `Trip ${decision}`,
    body: remarks ? `${what}: ${remarks}` : what,
    url: `/trips/${trip.id}`,
    tag: `trip-decision-${trip.id}`,
  });
}
