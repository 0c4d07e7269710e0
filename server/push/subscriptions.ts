import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionJson } from '../../src/contract/ops/push';
import type { Executor } from '../store/db';
import { pushSubscriptions } from '../store/schema';

/** Whose a subscription is: every query here is scoped to one profile of one company. */
export interface PushOwner {
  profileId: string;
  corporateId: string;
}

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps the browser's subscription for `owner`. The endpoint identifies one browser: when another
 * profile logs in there, the row moves to that profile (the earlier user no longer uses it).
 */
export async function saveSubscription(tx: Executor, owner: PushOwner, subscription: PushSubscriptionJson, now: Date): Promise<void> {
  const { endpoint, keys } = subscription;
  await tx
    .insert(pushSubscriptions)
    .values({ ...owner, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...owner, p256dh: keys.p256dh, auth: keys.auth, createdAt: now, lastSuccessAt: null },
    });
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
