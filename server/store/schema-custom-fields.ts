/* Custom fields an admin defines per channel, and the answers kept with each record (docs/features/custom-fields.md). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

export const customFields = pgTable(
  'custom_fields',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    channel: text('channel').notNull(),
    label: text('label').notNull(),
    fieldType: text('field_type').$type<'text' | 'number' | 'date' | 'list' | 'yesno'>().notNull(),
    required: boolean('required').notNull().default(false),
    helpText: text('help_text').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** '' = every trip type / category. */
    tripTypeId: text('trip_type_id').notNull().default(''),
    categoryId: text('category_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('custom_fields_channel_idx').on(t.corporateId, t.channel, t.sortOrder)],
);

/** One answer per field per record; the label is kept so reports read answers of renamed or deleted fields. */
export const customFieldAnswers = pgTable(
  'custom_field_answers',
  {
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    channel: text('channel').notNull(),
    /** The record the form saved: a trip id, a booking's txid, a profile id. */
    recordId: text('record_id').notNull(),
    fieldId: text('field_id').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.channel, t.recordId, t.fieldId] })],
);
