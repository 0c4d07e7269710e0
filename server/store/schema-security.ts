import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per throttled key ('account:<userid>', 'address:<ip>', 'device:<token hash>'): the
 * failed password checks counted in the window that began at window_start. A check is counted
 * before the password is hashed, by one INSERT … ON CONFLICT DO UPDATE, so concurrent requests
 * (in any process) cannot all slip under the limit; a successful login gives its count back.
 */
export const loginCounters = pgTable(
  'login_counters',
  {
    key: text('key').primaryKey(),
    windowStart: ts('window_start').notNull(),
    failures: integer('failures').notNull(),
    /**
     * The window_start of the window in which this key was last refused: the first refusal of a
     * window sets it, so the audit gets one 'lock' row per window; the owner's next successful
     * login clears it and writes 'unlock'.
     */
    lockedWindow: ts('locked_window'),
  },
  (t) => [index('login_counters_window_idx').on(t.windowStart)],
);

/**
 * Device tokens handed out at a successful login (sha256 of the token; the token itself is only in
 * the browser's cookie or the app's storage). A login presenting one for its own account is not
 * held by the account's lock, only by the device's own small budget.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('device_tokens_profile_idx').on(t.profileId), index('device_tokens_expires_idx').on(t.expiresAt)],
);

export type SecurityEventKind =
  | 'login_success' | 'login_failure' | 'lock' | 'unlock' | 'emulation_start' | 'emulation_end' | 'password_change'
  | 'password_reset_request' | 'password_reset';

/** The security audit trail: who, when, from where. Kept (not purged) like the emulation audit. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    corporateId: text('corporate_id'),
    profileId: text('profile_id'),
    /** The login name as typed (lower-cased), also for unknown accounts. */
    userId: text('user_id').notNull(),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    /** Null for events raised inside an operation, where the request's address is not at hand. */
    address: text('address'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.at), index('security_events_at_idx').on(t.at)],
);

/**
 * Password-reset links (docs/login-security.md "Password reset"): sha256 of the mailed token only,
 * so a leaked table opens no account. A token is spent by its reset, by a newer request or by time.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the token was used or replaced by a newer request; a spent token never works again. */
    spentAt: ts('spent_at'),
  },
  (t) => [index('password_reset_tokens_profile_idx').on(t.profileId)],
);
