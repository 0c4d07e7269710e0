import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../store/db';
import { pushVapidKeys } from '../store/schema';

/**
 * The server's VAPID key pair, generated once and kept in the database (push_vapid_keys): every
 * server on one database signs with the same key, and browsers' subscriptions, which are bound
 * to the public key, survive restarts. Cached per database handle after the first read.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'default';
const cache = new WeakMap<object, VapidKeys>();

/** Whichever process asks first inserts a fresh pair; a racing second insert is ignored and both read the winner. */
export async function vapidKeys(db: Executor, now: Date): Promise<VapidKeys> {
  const cached = cache.get(db);
  if (cached) return cached;
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ name: KEY_NAME, ...fresh, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.name, KEY_NAME));
  const keys = { publicKey: row!.publicKey, privateKey: row!.privateKey };
  cache.set(db, keys);
  return keys;
}

/** The VAPID `sub` claim: a contact for push services (env PUSH_SUBJECT, a mailto: or https: URL). */
export function vapidSubject(): string {
  return process.env.PUSH_SUBJECT || 'mailto:travel-desk@voyage.example';
}
