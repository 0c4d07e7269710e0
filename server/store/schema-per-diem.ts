/* Per-diem plans, their rate tables and the people on them (docs/features/per-diem.md); re-exported by schema.ts. */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PerDiemLocationType } from '../../src/domain/per-diem';
import { corporates, profiles } from './schema-core';
import { locationGroups } from './schema-location-groups';

const corporate = () =>
  text('corporate_id')
    .notNull()
    .references(() => corporates.id);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Minor units (two decimals) of the row's currency. */
const minor = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/** A plan ("Senior staff"); the name is unique within the company whatever its case. */
export const perDiemGroups = pgTable(
  'per_diem_groups',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('per_diem_groups_corporate_name_idx').on(t.corporateId, sql`lower(${t.name})`)],
);

/**
 * One row of a plan's rate table: a location group's daily rates, or the fallback for domestic or
 * international places no row's group holds. A location group's rows go when the group is
 * deleted (Travel Admin → Locations); a table holds each group once and each fallback once.
 */
export const perDiemRates = pgTable(
  'per_diem_rates',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    groupId: text('group_id')
      .notNull()
      .references(() => perDiemGroups.id, { onDelete: 'cascade' }),
    locationType: text('location_type').$type<PerDiemLocationType>().notNull(),
    /** Null for the domestic and international rows. */
    locationGroupId: text('location_group_id').references(() => locationGroups.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    lodgingMinor: minor('lodging_minor'),
    mealsMinor: minor('meals_minor'),
    incidentalsMinor: minor('incidentals_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('per_diem_rates_group_location_idx').on(t.groupId, t.locationGroupId).where(sql`${t.locationType} = 'group'`),
    uniqueIndex('per_diem_rates_group_fallback_idx').on(t.groupId, t.locationType).where(sql`${t.locationType} <> 'group'`),
    index('per_diem_rates_corporate_idx').on(t.corporateId),
  ],
);

/** Which plan a person is on: one plan at most per person. */
export const perDiemMappings = pgTable(
  'per_diem_mappings',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    groupId: text('group_id')
      .notNull()
      .references(() => perDiemGroups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('per_diem_mappings_profile_idx').on(t.profileId),
    index('per_diem_mappings_corporate_idx').on(t.corporateId),
    index('per_diem_mappings_group_idx').on(t.groupId),
  ],
);
