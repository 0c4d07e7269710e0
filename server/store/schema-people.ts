/* People administration (docs/features/people.md): how an account stands, beside its profile. */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'pending' until the person opens their mailed link and sets a password; only 'active' may log in. */
export type AccountStatus = 'pending' | 'active' | 'deactivated';
/** The traveller-mapping approval: 'approved' once the invitee confirms. */
export type AccountApproval = 'pending' | 'approved';
export type AccountSource = 'invite' | 'traveller' | 'directuser';

/**
 * One row per person an administrator added or invited; a profile without a row (the seed, self
 * sign-ups) is active and approved. The mailed link's token is kept only as its sha256, one live
 * link per person: a resend replaces it.
 */
export const personAccounts = pgTable(
  'person_accounts',
  {
    profileId: text('profile_id')
      .primaryKey()
      .references(() => profiles.id),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    status: text('status').$type<AccountStatus>().notNull(),
    approval: text('approval').$type<AccountApproval>().notNull(),
    source: text('source').$type<AccountSource>().notNull(),
    /** The company's own code for the person ('' = none); unique within the company when set. */
    employeeCode: text('employee_code').notNull().default(''),
    webtokenHash: text('webtoken_hash'),
    webtokenExpiresAt: ts('webtoken_expires_at'),
    addedBy: text('added_by').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('person_accounts_corporate_idx').on(t.corporateId, t.status),
    uniqueIndex('person_accounts_webtoken_key').on(t.webtokenHash),
    index('person_accounts_code_idx').on(t.corporateId, t.employeeCode),
  ],
);
