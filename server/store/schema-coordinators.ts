/* Which travellers a travel coordinator handles (docs/features/coordinators.md). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

/** requested: a traveller asked and an admin has not mapped them yet; deleted rows keep their remarks. */
export type CoordinatorMappingStatus = 'active' | 'requested' | 'deleted';

export const coordinatorMappings = pgTable(
  'coordinator_mappings',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    coordinatorProfileId: text('coordinator_profile_id')
      .notNull()
      .references(() => profiles.id),
    travellerProfileId: text('traveller_profile_id')
      .notNull()
      .references(() => profiles.id),
    status: text('status').$type<CoordinatorMappingStatus>().notNull(),
    /** Who made the row: the admin who mapped, or the traveller who asked. */
    createdBy: text('created_by').notNull(),
    remarks: text('remarks').notNull().default(''),
    deletionRemarks: text('deletion_remarks').notNull().default(''),
    deletedBy: text('deleted_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // One live row per pair; deleted rows stay as history.
    uniqueIndex('coordinator_mappings_pair_idx')
      .on(t.corporateId, t.coordinatorProfileId, t.travellerProfileId)
      .where(sql`${t.status} <> 'deleted'`),
    index('coordinator_mappings_traveller_idx').on(t.corporateId, t.travellerProfileId),
  ],
);
