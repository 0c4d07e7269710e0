import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Admin messages (docs/features/masters.md "Admin messages"): the one addressee, or null for everyone in the company. */
    toProfileId: text('to_profile_id'),
    messageType: text('message_type').notNull().default('notification'),
    canReply: boolean('can_reply').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    link: text('message_link').notNull().default('NA'),
    /** The admin who sent it; null for the seeded notices. */
    createdBy: text('created_by'),
  },
  (t) => [
    index('corporate_notifications_corporate_idx').on(t.corporateId, t.createdAt),
    index('corporate_notifications_to_idx').on(t.corporateId, t.toProfileId),
  ],
);

/**
 * What a profile has already been shown (issue 15): the chat-assistant announcement, each corporate
 * notification, the day's feedback prompt. Kept on the server so it holds across logins and devices
 * (logout clears the browser's storage). Keys are the client's, e.g. 'chat-announcement'.
 */
export const profileSeenNotices = pgTable(
  'profile_seen_notices',
  {
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    profileId: text('profile_id').notNull(),
    noticeKey: text('notice_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.profileId, t.noticeKey] })],
);
