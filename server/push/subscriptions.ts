import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionJson } from '../../src/contract/push/operations';
import { sealText } from '../crypto/seal';
import { aad } from '../crypto/sealed-columns';
import { DEFAULT_SESSION_CONFIG } from '../auth/session-config';
import { liveSessions } from '../auth/sessions';
import type { Executor } from '../store/db';
import { pushSubscriptions, sessions } from '../store/schema';

/** Whose a subscription is: every query here is scoped to one profile of one company. */
export interface PushOwner {
  profileId: string;
  corporateId: string;
}

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/** Whether `profileId` still has a session that is neither revoked nor expired (absolute or idle). */
async function hasLiveSession(tx: Executor, profileId: string, now: Date): Promise<boolean> {
  const [live] = await tx
    .select({ id: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.profileId, profileId), liveSessions(now, DEFAULT_SESSION_CONFIG.idleMs)))
    .limit(1);
  return live !== undefined;
}

/**
 * Keeps the browser's subscription for `owner`: 'saved', or 'taken' when the endpoint belongs to
 * another profile that still has a live session (a subscription is bound to one user; no one can
 * redirect someone else's notifications to themselves). The legitimate hand-over, another user
 * logging in on the same browser after the first logged out, works: the app unsubscribes at
 * logout, and even if that call was lost the row moves once every session of its owner has ended.
 */
export async function saveSubscription(tx: Executor, owner: PushOwner, subscription: PushSubscriptionJson, now: Date): Promise<'saved' | 'taken'> {
  const { endpoint, keys } = subscription;
  const [current] = await tx
    .select({ profileId: pushSubscriptions.profileId, corporateId: pushSubscriptions.corporateId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  const foreign = current !== undefined && (current.profileId !== owner.profileId || current.corporateId !== owner.corporateId);
  if (foreign && (await hasLiveSession(tx, current.profileId, now))) return 'taken';
  // Updates only the owner seen above: a concurrent registration by someone else is not overwritten.
  const expected = current ?? owner;
  // The browser's auth secret lets anyone holding it (with the endpoint) forge pushes to it.
  const auth = await sealText(tx, keys.auth, aad.pushAuthSecret(endpoint));
  const saved = await tx
    .insert(pushSubscriptions)
    .values({ ...owner, endpoint, p256dh: keys.p256dh, auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...owner, p256dh: keys.p256dh, auth, createdAt: now, lastSuccessAt: null },
      setWhere: and(eq(pushSubscriptions.profileId, expected.profileId), eq(pushSubscriptions.corporateId, expected.corporateId)),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0 ? 'saved' : 'taken';
}

/** 'removed', 'absent' (nothing to do) or 'foreign' (someone else's: left alone). */
export async function removeSubscription(tx: Executor, owner: PushOwner, endpoint: string): Promise<'removed' | 'absent' | 'foreign'> {
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.profileId, owner.profileId), eq(pushSubscriptions.corporateId, owner.corporateId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length > 0) return 'removed';
  const [other] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return other ? 'foreign' : 'absent';
}

export function subscriptionsOf(db: Executor, owner: PushOwner): Promise<StoredSubscription[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.corporateId, owner.corporateId), eq(pushSubscriptions.profileId, owner.profileId)));
}

/** The push service said the subscription is gone (404/410). Only that exact row goes. */
export async function dropSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
}
