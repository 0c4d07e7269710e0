import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

/* Tables of the shell area (issue 3); re-exported by schema.ts so one migration set covers them. */

/** A corporate's support contacts for the Help dialog (spec "support row"). */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    name: text('name').notNull(),
    contactNumbers: text('contact_numbers').notNull(),
    email: text('email').notNull(),
    instructions: text('instructions').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('support_contacts_corporate_idx').on(t.corporateId)],
);

/** Messages a corporate shows its users at login; description is admin-written HTML, sanitised on display. */
export const corporateNotifications = pgTable(
  'corporate_notifications',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    title: text('message_title').notNull(),
    description: text('message_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('corporate_notifications_corporate_idx').on(t.corporateId, t.createdAt)],
);
