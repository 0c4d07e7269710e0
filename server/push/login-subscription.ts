import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { PushSubscriptionSchema } from '../../src/contract/ops/push';
import type { Db } from '../store/db';
import { saveSubscription, type PushOwner } from './subscriptions';

/**
 * The login form's `pushtoken`: when it carries a browser PushSubscription as JSON, the
 * subscription is kept for the profile that just logged in. Anything else (empty, a legacy
 * token) is left as the session's opaque pushToken only. Never fails the login: a bad
 * subscription is logged and ignored.
 */
export async function savePushTokenAtLogin(db: Db, owner: PushOwner, pushToken: string, now: Date, log: FastifyBaseLogger): Promise<void> {
  if (!pushToken.startsWith('{')) return;
  try {
    const parsed = v.safeParse(PushSubscriptionSchema, JSON.parse(pushToken));
    if (!parsed.success) {
      log.info({ profileId: owner.profileId, problem: parsed.issues[0]?.message }, 'login pushtoken is not a usable push subscription');
      return;
    }
    await saveSubscription(db, owner, parsed.output, now);
  } catch (err) {
    log.warn({ profileId: owner.profileId, err }, 'login pushtoken not stored');
  }
}
