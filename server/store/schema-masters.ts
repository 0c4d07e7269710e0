/* Company masters a trip or booking is charged to (docs/features/masters.md). */
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

/** Customers a company bills trips to; the code is the company's own and unique within it. */
export const billableCustomers = pgTable(
  'billable_customers',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** '' when the customer gave no GST number. */
    gstin: text('gstin').notNull().default(''),
    /** Inactive customers stay on old trips but cannot be chosen again. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billable_customers_corporate_code_idx').on(t.corporateId, t.code)],
);
