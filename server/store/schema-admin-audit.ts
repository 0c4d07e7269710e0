/* Every change an administrator makes, kept for the audit trail (docs/features/admin-audit.md). */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** Profile id of the admin who made the change (the real user when acting as someone else). */
    actorProfileId: text('actor_profile_id').notNull(),
    /** The wire entity name, e.g. 'Projects', 'CostCenter', 'AdminMessage'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    /** The record before and after the change, as the list call answers it; null where it did not exist. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('admin_audit_corporate_at_idx').on(t.corporateId, t.at), index('admin_audit_entity_idx').on(t.corporateId, t.entity, t.entityId)],
);
