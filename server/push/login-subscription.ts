import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { PushSubscriptionSchema } from '../../src/contract/push/operations';
import type { Db } from '../store/db';
import { endpointProblem } from './endpoint-guard';
import { saveSubscription, type PushOwner } from './subscriptions';

/**
 * The login form's `pushtoken`: when it carries a browser PushSubscription as JSON, the
 * subscription is kept for the profile that just logged in. Anything else (empty, a legacy
 * token) is left as the session's opaque pushToken only. Never fails the login: a bad
 * subscription, an endpoint that is not a public push service, or one still bound to another
 * user with a live session (saveSubscription) is logged and ignored.
 */
export async function savePushTokenAtLogin(db: Db, owner: PushOwner, pushToken: string, now: Date, log: FastifyBaseLogger): Promise<void> {
  if (!pushToken.startsWith('{')) return;
  try {
    const parsed = v.safeParse(PushSubscriptionSchema, JSON.parse(pushToken));
    if (!parsed.success) {
      log.info({ profileId: owner.profileId, problem: parsed.issues[0]?.message }, 'login pushtoken is not a usable push subscription');
      return;
    }
    const problem = await endpointProblem(parsed.output.endpoint, 'pushtoken.endpoint');
    if (problem) {
      log.info({ profileId: owner.profileId, problem }, 'login pushtoken refused');
      return;
    }
    if ((await saveSubscription(db, owner, parsed.output, now)) === 'taken') {
      log.info({ profileId: owner.profileId }, 'login pushtoken belongs to another user with a live session: not moved');
    }
  } catch (err) {
    log.warn({ profileId: owner.profileId, err }, 'login pushtoken not stored');
  }
}
