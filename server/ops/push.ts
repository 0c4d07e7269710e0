import { getVapidPublicKey, subscribePush, unsubscribePush } from '../../src/contract/ops/push';
import { defineHandler } from '../dispatch/types';
import { forbidden } from '../http/errors';
import { removeSubscription, saveSubscription } from '../push/subscriptions';
import { vapidKeys } from '../push/vapid';

/* TG-PUSH: the browser's subscription, kept for the caller's own profile only. */
export const pushHandlers = [
  defineHandler(getVapidPublicKey)(async ({ tx, now }) => {
    const { publicKey } = await vapidKeys(tx, now);
    return { ResponseStatus: { status: 'OK' }, publickey: publicKey };
  }),

  defineHandler(subscribePush)(async ({ session, tx, now }, { subscription }) => {
    await saveSubscription(tx, { profileId: session.profileid, corporateId: session.corporateid }, subscription, now);
    return { ResponseStatus: { status: 'OK', message: 'Notifications are on for this browser' } };
  }),

  defineHandler(unsubscribePush)(async ({ session, tx }, { endpoint }) => {
    const outcome = await removeSubscription(tx, { profileId: session.profileid, corporateId: session.corporateid }, endpoint);
    if (outcome === 'foreign') throw forbidden('endpoint: not yours');
    return { ResponseStatus: { status: 'OK', message: 'Notifications are off for this browser' } };
  }),
];
