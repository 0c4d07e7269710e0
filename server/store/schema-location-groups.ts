/* Location groups travel admins keep (docs/features/location-groups.md); re-exported by schema.ts. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocationType } from '../../src/domain/location-groups';
import { corporates } from './schema-core';

const corporate = () =>
  text('corporate_id')
    .notNull()
    .references(() => corporates.id);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A named set of places ("Metro cities"); the name is unique within the company whatever its case. */
export const locationGroups = pgTable(
  'location_groups',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('location_groups_corporate_name_idx').on(t.corporateId, sql`lower(${t.name})`)],
);

/**
 * One place of a group (the wire's LocationMap). `locationId` is a location master id: a country's
 * ISO code ('IN') or a city's 'IN:Mumbai'; the type, country and name are kept with it so the
 * group's readers need no lookup in the airports. A place is in a group once.
 */
export const locationGroupPlaces = pgTable(
  'location_group_places',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    groupId: text('group_id')
      .notNull()
      .references(() => locationGroups.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    locationType: text('location_type').$type<LocationType>().notNull(),
    countryCode: text('country_code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('location_group_places_group_location_idx').on(t.groupId, t.locationId), index('location_group_places_corporate_idx').on(t.corporateId)],
);
