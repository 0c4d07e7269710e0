import { and, eq, sql } from 'drizzle-orm';
import { type GstInvoiceProduct, financialYearOf } from '../../src/domain/gst-invoice';
import type { Executor } from '../store/db';
import { gstInvoiceCounters, gstInvoices } from '../store/schema-gst-invoices';

/*
 * A booking's GST invoice number: issued in the transaction that marks it paid (invoice-at-payment.ts),
 * so numbers follow the order of payment, per company per financial year of the payment, with no
 * gaps. The counter's row lock is what makes it one at a time, and it is held until the payment
 * commits: a payment that rolls back (refused, failed, retried after a deadlock) rolls its
 * increment back too, so no number is ever burnt.
 */

export interface InvoiceToNumber {
  product: GstInvoiceProduct;
  txid: string;
  corporateId: string;
  paidAt: Date;
}

const keptNumber = async (tx: Executor, invoice: Pick<InvoiceToNumber, 'product' | 'txid'>) =>
  (
    await tx
      .select({ number: gstInvoices.number })
      .from(gstInvoices)
      .where(and(eq(gstInvoices.product, invoice.product), eq(gstInvoices.txid, invoice.txid)))
  )[0]?.number;

/**
 * Takes the company's next number and keeps it for the booking, in ONE statement: the counter's
 * upsert takes its row lock, and the lock is held until the transaction ends, so the caller makes
 * this the last write of its transaction and the company's other payments wait on it as briefly as
 * possible (one round trip, then the commit). The text is built in SQL as invoiceNumberText builds
 * it (src/domain/gst-invoice.ts); the tests compare the two.
 */
export async function issueInvoiceNumber(tx: Executor, invoice: InvoiceToNumber, now: Date): Promise<string> {
  const financialYear = financialYearOf(invoice.paidAt);
  const { product, txid, corporateId } = invoice;
  const result = await tx.execute(sql`
    with counter as (
      insert into ${gstInvoiceCounters} (corporate_id, financial_year, last_sequence)
      values (${corporateId}, ${financialYear}, 1)
      on conflict (corporate_id, financial_year) do update set last_sequence = ${gstInvoiceCounters}.last_sequence + 1
      returning last_sequence
    )
    insert into ${gstInvoices} (product, txid, corporate_id, financial_year, sequence, number, issued_at)
    select ${product}, ${txid}, ${corporateId}, ${financialYear}, last_sequence,
      ${`VOY/${financialYear}/`} || lpad(last_sequence::text, 6, '0'), ${now.toISOString()}::timestamptz
    from counter
    returning number`);
  return (result as unknown as { rows: { number: string }[] }).rows[0]!.number;
}

/**
 * The number a paid booking's invoice shows. Bookings paid since numbering moved to payment have
 * one kept; a booking paid before that gets its number here, at its first download, as it did
 * then. The counter's row lock is taken before looking again, so two first downloads of one such
 * booking cannot both number it.
 */
export async function invoiceNumberOf(tx: Executor, invoice: InvoiceToNumber, now: Date): Promise<string> {
  const kept = await keptNumber(tx, invoice);
  if (kept) return kept;
  await tx
    .insert(gstInvoiceCounters)
    .values({ corporateId: invoice.corporateId, financialYear: financialYearOf(invoice.paidAt), lastSequence: 0 })
    .onConflictDoUpdate({
      target: [gstInvoiceCounters.corporateId, gstInvoiceCounters.financialYear],
      set: { lastSequence: sql`${gstInvoiceCounters.lastSequence}` },
    });
  return (await keptNumber(tx, invoice)) ?? issueInvoiceNumber(tx, invoice, now);
}
