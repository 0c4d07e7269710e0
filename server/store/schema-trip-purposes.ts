/* Purposes of travel and travel reasons: company masters the booking forms offer (docs/features/masters.md). */
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A purpose of travel (TG-GETPURPOSES). Bookings keep the purpose's id as text, so a purpose can be
 * deleted; ids are per company so every company keeps the ids of the lists it started with ('official').
 */
export const tripPurposes = pgTable(
  'trip_purposes',
  {
    id: text('id').notNull(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    /** Inactive purposes are not offered by new forms. */
    status: text('status').notNull().default('active'),
    /** The order the forms offer them in; new ones go last. */
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.id] })],
);

/** A travel reason per service (TG-GETFLIGHTREASONS); `isOther` asks the traveller for their own text. */
export const travelReasons = pgTable(
  'travel_reasons',
  {
    id: text('id').notNull(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** 'flight' | 'hotel' | 'insurance'. */
    service: text('service').notNull(),
    name: text('name').notNull(),
    isOther: boolean('is_other').notNull().default(false),
    status: text('status').notNull().default('active'),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.service, t.id] })],
);
