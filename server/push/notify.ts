import type { PushPayload } from '../../src/contract/push/payload';
import type { HandlerContext } from '../dispatch/types';
import { type PushSendOptions, type SendOutcome, sendPushToProfile } from './send';

/*
 * queuePush: what handlers call. Nothing leaves during the handler: the message is sent once the
 * call's transaction has committed (ctx.afterCommit), so a rolled-back decision never notifies
 * anyone, and a slow push service never delays the answer. Recipients are looked up within the
 * caller's own company only: another company's profile never receives.
 */

const inFlight = new Set<Promise<SendOutcome>>();

export function queuePush(ctx: HandlerContext, profileId: string, payload: PushPayload, options?: PushSendOptions): void {
  const corporateId = ctx.session.corporateid;
  ctx.afterCommit((db, log) => {
    const sending = sendPushToProfile(db, log, { profileId, corporateId }, payload, options);
    inFlight.add(sending);
    return sending.finally(() => inFlight.delete(sending));
  });
}

/** Resolves once every push started so far has finished (tests; a graceful shutdown could use it too). */
export async function pushesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
