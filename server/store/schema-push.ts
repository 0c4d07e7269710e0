/* Tables of the push area (issue 4); re-exported by schema.ts so one migration set covers them. */
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The server's VAPID key pair (base64url, as web-push generates it): one row, made by whichever
 * process asks first, so every server on one database signs with the same key and browsers'
 * subscriptions (bound to the public key) stay valid across restarts.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A browser's PushSubscription, kept per profile. The endpoint is unique: it identifies one
 * browser, so a new login there moves it to the new profile.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    corporateId: text('corporate_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** base64url P-256 public key of the browser (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** base64url 16-byte auth secret. */
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_profile_idx').on(t.corporateId, t.profileId)],
);

/** Notification action tokens already redeemed (single use); kept until the token would expire. */
export const usedPushActions = pgTable(
  'used_push_actions',
  {
    jti: text('jti').primaryKey(),
    profileId: text('profile_id').notNull(),
    usedAt: ts('used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('used_push_actions_expires_idx').on(t.expiresAt)],
);
