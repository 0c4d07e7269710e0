/* Travel policy rules travel admins keep (issue 18, docs/features/policy.md); re-exported by schema.ts. */
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PolicyRules } from '../../src/contract/policy/rules';
import { corporates } from './schema-core';

/** A company's travel policy: one is the default, others apply to the departments, grades and people assigned to them. */
export const travelPolicies = pgTable(
  'travel_policies',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('travel_policies_default_idx').on(t.corporateId).where(sql`${t.isDefault}`),
    uniqueIndex('travel_policies_name_idx').on(t.corporateId, sql`lower(${t.name})`),
  ],
);

export type PolicyVersionStatus = 'draft' | 'published' | 'discarded';

/**
 * A policy's rules as of a day. Published versions are never edited: the one in force is the latest
 * published whose `effective_from` has come; a policy has at most one draft, the one simulated.
 */
export const travelPolicyVersions = pgTable(
  'travel_policy_versions',
  {
    id: text('id').primaryKey(),
    policyId: text('policy_id')
      .notNull()
      .references(() => travelPolicies.id),
    corporateId: text('corporate_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<PolicyVersionStatus>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rules: jsonb('rules').$type<PolicyRules>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [unique('travel_policy_versions_number').on(t.policyId, t.version), index('travel_policy_versions_policy_idx').on(t.policyId, t.status)],
);

/** `target` is a profile, grade or department id of the company. */
export type PolicyAssignmentKind = 'department' | 'grade' | 'profile';

/** Who a non-default policy applies to; a person's own assignment wins over their grade's, which wins over their department's. */
export const travelPolicyAssignments = pgTable(
  'travel_policy_assignments',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull(),
    policyId: text('policy_id')
      .notNull()
      .references(() => travelPolicies.id),
    kind: text('kind').$type<PolicyAssignmentKind>().notNull(),
    target: text('target').notNull(),
  },
  (t) => [unique('travel_policy_assignments_target').on(t.corporateId, t.kind, t.target), index('travel_policy_assignments_policy_idx').on(t.policyId)],
);

/** How a blocked sector or fare cap names an end: an airport, a city, a country, a location group, or anywhere. */
export type PlaceType = 'airport' | 'city' | 'country' | 'group' | 'any';

/**
 * A sector the policy's travellers may not fly. One row per sector as the admin entered it:
 * `bothways` blocks the return direction too; the flight policy expands it (and cities, countries
 * and groups into their airports) when it is read (server/features/flights/policy-store.ts).
 */
export const policyBlockedSectors = pgTable(
  'policy_blocked_sectors',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    travelPolicyId: text('travel_policy_id')
      .notNull()
      .references(() => travelPolicies.id),
    originType: text('origin_type').$type<PlaceType>().notNull().default('airport'),
    origin: text('origin').notNull(),
    destinationType: text('destination_type').$type<PlaceType>().notNull().default('airport'),
    destination: text('destination').notNull(),
    bothways: boolean('bothways').notNull().default(false),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_blocked_sectors_corporate_idx').on(t.corporateId)],
);
