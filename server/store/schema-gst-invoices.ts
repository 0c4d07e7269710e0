/* GST tax invoices of paid bookings (issue 15, docs/features/gst-invoice.md); re-exported by schema.ts. */
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

/**
 * One invoice per booking, numbered in the transaction that paid it (a booking paid before that:
 * at its first download) and kept, so every download shows the same number. `sequence` runs per company per financial year (the unique index keeps two
 * invoices from sharing one); `number` is its text ('VOY/2026-27/000123').
 */
export const gstInvoices = pgTable(
  'gst_invoices',
  {
    product: text('product').$type<'flight' | 'insurance' | 'hotel'>().notNull(),
    txid: text('txid').notNull(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.txid] }),
    uniqueIndex('gst_invoices_sequence_key').on(t.corporateId, t.financialYear, t.sequence),
  ],
);

/** The last number given per company per financial year: its row lock makes numbering one at a time. */
export const gstInvoiceCounters = pgTable(
  'gst_invoice_counters',
  {
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.financialYear] })],
);
