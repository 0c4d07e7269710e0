/* Tables of the profile area (issue 3); re-exported by schema.ts so one migration set covers them. */
import { boolean, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Per-company switches of the profile screens (docs/product.md#who-uses-it: "Per-company behaviour switches exist ...
 * name rules, skip button"). A company without a row gets the defaults below.
 */
export const corporateProfileRules = pgTable('corporate_profile_rules', {
  corporateId: text('corporate_id').primaryKey().references(() => corporates.id),
  /** Names as per ID proof: dialog title suffix and last name of 2+ characters (docs/product.md#screens-and-routes, docs/product.md#validation-rules). */
  idProofNames: boolean('id_proof_names').notNull().default(false),
  /** Whether Skip is offered in the profile confirmation dialog outside emulation. */
  allowSkipVerification: boolean('allow_skip_verification').notNull().default(false),
});

/** Columns every profile-side record has: whose it is, scoped to its company. */
const owned = () => ({
  id: serial('id').primaryKey(),
  corporateId: text('corporate_id').notNull().references(() => corporates.id),
  profileId: text('profile_id').notNull().references(() => profiles.id),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const idCards = pgTable(
  'profile_id_cards',
  { ...owned(), idType: text('id_type').notNull(), number: text('number').notNull(), expiry: date('expiry', { mode: 'string' }) },
  (t) => [index('profile_id_cards_profile_idx').on(t.profileId)],
);

export const memberships = pgTable(
  'profile_memberships',
  { ...owned(), kind: text('kind').notNull(), programme: text('programme').notNull(), number: text('number').notNull() },
  (t) => [index('profile_memberships_profile_idx').on(t.profileId)],
);

export const airlinePreferences = pgTable(
  'profile_airline_preferences',
  { ...owned(), airline: text('airline').notNull(), seat: text('seat').notNull(), meal: text('meal').notNull() },
  (t) => [index('profile_airline_preferences_profile_idx').on(t.profileId)],
);

export const preferredLocations = pgTable(
  'profile_preferred_locations',
  { ...owned(), label: text('label').notNull(), city: text('city').notNull(), address: text('address').notNull() },
  (t) => [index('profile_preferred_locations_profile_idx').on(t.profileId)],
);

/** Who approves for the profile (the delegator) from one day to another, both inclusive. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    ...owned(),
    delegateProfileId: text('delegate_profile_id').notNull().references(() => profiles.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('approval_delegations_profile_idx').on(t.profileId)],
);
