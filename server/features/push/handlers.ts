import { getVapidPublicKey, subscribePush, unsubscribePush } from '../../../src/contract/push/operations';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { endpointProblem } from '../../push/endpoint-guard';
import { removeSubscription, saveSubscription } from '../../push/subscriptions';
import { vapidKeys } from '../../push/vapid';

const SUBSCRIPTION_TAKEN = 'subscription.endpoint: this browser receives another user’s notifications; it can be yours once that user has logged out';

/* TG-PUSH: the browser's subscription, kept for the caller's own profile only. */
export const pushHandlers = [
  defineHandler(getVapidPublicKey)(async ({ tx, now }) => {
    const { publicKey } = await vapidKeys(tx, now);
    return { ResponseStatus: { status: 'OK' }, publickey: publicKey };
  }),

  defineHandler(subscribePush)(async ({ session, tx, now }, { subscription }) => {
    const problem = await endpointProblem(subscription.endpoint, 'subscription.endpoint');
    if (problem) throw badRequest(problem);
    const outcome = await saveSubscription(tx, { profileId: session.profileid, corporateId: session.corporateid }, subscription, now);
    if (outcome === 'taken') throw new HttpError(409, SUBSCRIPTION_TAKEN);
    return { ResponseStatus: { status: 'OK', message: 'Notifications are on for this browser' } };
  }),

  defineHandler(unsubscribePush)(async ({ session, tx }, { endpoint }) => {
    const outcome = await removeSubscription(tx, { profileId: session.profileid, corporateId: session.corporateid }, endpoint);
    if (outcome === 'foreign') throw forbidden('endpoint: not yours');
    return { ResponseStatus: { status: 'OK', message: 'Notifications are off for this browser' } };
  }),
];
