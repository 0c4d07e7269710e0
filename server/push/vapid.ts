import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { aad } from '../crypto/sealed-columns';
import { openText, sealText } from '../crypto/seal';
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

/**
 * Whichever process asks first inserts a fresh pair; a racing second insert is ignored and both
 * read the winner. The private key is stored sealed (server/crypto).
 */
export async function vapidKeys(db: Executor, now: Date): Promise<VapidKeys> {
  const cached = cache.get(db);
  if (cached) return cached;
  let [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.name, KEY_NAME));
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    const privateKey = await sealText(db, fresh.privateKey, aad.vapidPrivateKey(KEY_NAME));
    await db.insert(pushVapidKeys).values({ name: KEY_NAME, publicKey: fresh.publicKey, privateKey, createdAt: now }).onConflictDoNothing();
    [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.name, KEY_NAME));
  }
  const keys = { publicKey: row!.publicKey, privateKey: await openText(db, row!.privateKey, aad.vapidPrivateKey(KEY_NAME)) };
  cache.set(db, keys);
  return keys;
}

/** The VAPID `sub` claim: a contact for push services (env PUSH_SUBJECT, a mailto: or https: URL). */
export function vapidSubject(): string {
  return process.env.PUSH_SUBJECT || 'mailto:travel-desk@voyage.example';
}
