/* Tables of the emulation area (issue 3); re-exported by schema.ts so one migration set covers them. */
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per emulated session: whose session it is really (master) and whom it acts as. */
export const emulations = pgTable(
  'emulations',
  {
    /** The emulated session's token hash (sessions.token_hash). */
    tokenHash: text('token_hash').primaryKey(),
    masterProfileId: text('master_profile_id').notNull(),
    /** The admin's own session, revoked on switch back when a fresh one replaces it. */
    masterTokenHash: text('master_token_hash').notNull(),
    emulatedProfileId: text('emulated_profile_id').notNull(),
    corporateId: text('corporate_id').notNull(),
    /** 'admin': an admin acting as someone; 'personal': the user's own personal account (switch to personal v2). */
    kind: text('kind').$type<'admin' | 'personal'>().notNull().default('admin'),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('emulations_master_idx').on(t.masterProfileId)],
);

/** Every service call made while emulating, with both profile ids (written by the dispatcher). */
export const emulationAudit = pgTable(
  'emulation_audit',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    masterProfileId: text('master_profile_id').notNull(),
    profileId: text('profile_id').notNull(),
    corporateId: text('corporate_id').notNull(),
    opid: text('opid').notNull(),
    action: text('action').notNull().default(''),
  },
  (t) => [index('emulation_audit_master_idx').on(t.masterProfileId, t.at), index('emulation_audit_profile_idx').on(t.profileId, t.at)],
);

/** Server secrets generated at first start (the SSO/QR key signing key). */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** SSO and QR login keys already exchanged: each key logs in once. Rows outlive the key's expiry only briefly. */
export const usedLoginKeys = pgTable(
  'used_login_keys',
  {
    keyId: text('key_id').primaryKey(),
    profileId: text('profile_id').notNull(),
    usedAt: ts('used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('used_login_keys_expires_idx').on(t.expiresAt)],
);

/** A corporate profile's personal account (docs/product.md#roles: "a user can switch to a personal profile"). */
export const personalAccounts = pgTable(
  'personal_accounts',
  {
    profileId: text('profile_id').primaryKey(),
    personalProfileId: text('personal_profile_id').notNull(),
  },
  (t) => [uniqueIndex('personal_accounts_personal_key').on(t.personalProfileId)],
);
