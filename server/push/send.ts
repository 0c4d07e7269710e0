import { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestOptions, type Urgency } from 'web-push';
import type { PushPayload } from '../../src/contract/push/payload';
import { openText } from '../crypto/seal';
import { aad } from '../crypto/sealed-columns';
import type { Db } from '../store/db';
import { isAllowedHost, publicOnlyLookup } from './endpoint-guard';
import { type PushOwner, dropSubscription, markDelivered, subscriptionsOf } from './subscriptions';
import { vapidKeys, vapidSubject } from './vapid';

/**
 * Delivery of one payload to every browser a profile subscribed, through web-push (VAPID-signed,
 * aes128gcm-encrypted), over https only, to public addresses only (checked at connection time by
 * the agent's lookup, endpoint-guard.ts) unless the host is listed in PUSH_ALLOWED_HOSTS. A 404 or
 * 410 means the browser dropped the subscription, so the row goes; any other failure is logged.
 */
export interface PushSendOptions {
  /** How long the push service keeps an undelivered message (default one day). */
  ttlSeconds?: number;
  /** Default 'high' when the payload carries actions (someone must decide), else 'normal'. */
  urgency?: Urgency;
}

/** What tests (and only tests) change: a CA for a local HTTPS endpoint, or a different sender. */
export interface PushTransportConfig {
  /** A PEM certificate to trust (a local test endpoint's self-signed one); never set in production. */
  ca?: string;
  timeoutMs?: number;
  send?: typeof webpush.sendNotification;
}

export const DEFAULT_PUSH_TTL_SECONDS = 24 * 3600;
const DEFAULT_TIMEOUT_MS = 10_000;
const transports = new WeakMap<object, PushTransportConfig>();

/** Sets how pushes leave for everything that uses this database handle (tests). */
export function configurePushTransport(db: Db, config: PushTransportConfig): void {
  transports.set(db, config);
}

export interface SendOutcome {
  delivered: number;
  removed: number;
  failed: number;
}

/** The endpoint URL is a bearer capability: logs carry only its origin. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid endpoint';
  }
}

export async function sendPushToProfile(db: Db, log: FastifyBaseLogger, owner: PushOwner, payload: PushPayload, options: PushSendOptions = {}): Promise<SendOutcome> {
  const outcome: SendOutcome = { delivered: 0, removed: 0, failed: 0 };
  const subscriptions = await subscriptionsOf(db, owner);
  if (subscriptions.length === 0) return outcome;
  const keys = await vapidKeys(db, new Date());
  const transport = transports.get(db) ?? {};
  const send = transport.send ?? webpush.sendNotification.bind(webpush);
  const request: RequestOptions = {
    TTL: options.ttlSeconds ?? DEFAULT_PUSH_TTL_SECONDS,
    urgency: options.urgency ?? (payload.actions?.length ? 'high' : 'normal'),
    vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
    contentEncoding: 'aes128gcm',
    timeout: transport.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (row) => {
      const where = { profileId: owner.profileId, push: originOf(row.endpoint) };
      const url = URL.canParse(row.endpoint) ? new URL(row.endpoint) : null;
      if (url?.protocol !== 'https:') {
        outcome.failed += 1;
        log.warn(where, 'push not delivered: the endpoint is not an https URL');
        return;
      }
      const agent = new Agent({ keepAlive: false, ...(transport.ca ? { ca: transport.ca } : {}), ...(isAllowedHost(url) ? {} : { lookup: publicOnlyLookup }) });
      try {
        await send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: await openText(db, row.auth, aad.pushAuthSecret(row.endpoint)) } }, body, { ...request, agent });
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await dropSubscription(db, row.id);
          outcome.removed += 1;
          log.info({ ...where, status }, 'push subscription expired: removed');
        } else {
          outcome.failed += 1;
          // Not the error object itself: a WebPushError carries the full endpoint URL.
          const reason = error instanceof webpush.WebPushError ? error.body.slice(0, 200) : String(error);
          log.warn({ ...where, status, reason }, 'push not delivered');
        }
        return;
      } finally {
        agent.destroy();
      }
      outcome.delivered += 1;
      await markDelivered(db, row.id, new Date());
    }),
  );
  return outcome;
}
