import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';

/*
 * Web Push subscriptions (issue 4). The spec names no opid; TG-PUSH and its actions are ours
 * (docs/operations.md). A subscription belongs to the caller's own profile only.
 */

const BASE64URL_P256_POINT = /^B[A-Za-z0-9_-]{86}=?$/;
const BASE64URL_16_BYTES = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

const endpointSchema = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.maxLength(2048, `${field} is too long`),
    v.check((value) => /^https:\/\/[^\s/]+/.test(value) && URL.canParse(value), `${field} must be an https URL`),
  );

/** What `PushSubscription.toJSON()` gives in the browser; unknown fields are dropped. */
export const PushSubscriptionSchema = v.object({
  endpoint: endpointSchema('subscription.endpoint'),
  expirationTime: v.optional(v.nullable(v.number('subscription.expirationTime must be a number or null'))),
  keys: v.object(
    {
      p256dh: v.pipe(v.string('subscription.keys.p256dh is required'), v.regex(BASE64URL_P256_POINT, 'subscription.keys.p256dh must be a base64url P-256 public key')),
      auth: v.pipe(v.string('subscription.keys.auth is required'), v.regex(BASE64URL_16_BYTES, 'subscription.keys.auth must be 16 bytes in base64url')),
    },
    'subscription.keys is required',
  ),
}, 'subscription is required');
export type PushSubscriptionJson = v.InferOutput<typeof PushSubscriptionSchema>;

/** The server's VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
export const getVapidPublicKey = defineOperation({
  opid: 'TG-PUSH',
  actionKey: 'action',
  action: 'getvapidpublickey',
  request: v.object({}),
  response: v.object({ ResponseStatus: ResponseStatusSchema, publickey: v.string() }),
  roles: 'any',
  mutates: false,
});

/** Keeps this browser's subscription for the caller (a public https push service; an endpoint another user holds with a live session is refused, 409). */
export const subscribePush = defineOperation({
  opid: 'TG-PUSH',
  actionKey: 'action',
  action: 'subscribe',
  request: v.object({ subscription: PushSubscriptionSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema }),
  roles: 'any',
  mutates: true,
});

/** Forgets the caller's subscription with this endpoint; someone else's is left alone (403). */
export const unsubscribePush = defineOperation({
  opid: 'TG-PUSH',
  actionKey: 'action',
  action: 'unsubscribe',
  request: v.object({ endpoint: endpointSchema('endpoint') }),
  response: v.object({ ResponseStatus: ResponseStatusSchema }),
  roles: 'any',
  mutates: true,
});

export const pushOperations = { getVapidPublicKey, subscribePush, unsubscribePush };
