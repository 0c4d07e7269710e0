import { and, eq, sql } from 'drizzle-orm';
import { type GstInvoiceProduct, financialYearOf, invoiceNumberText } from '../../src/domain/gst-invoice';
import type { Tx } from '../store/db';
import { gstInvoiceCounters, gstInvoices } from '../store/schema-gst-invoices';

/*
 * A booking's GST invoice number: given once, at the first download, and kept, so a re-download
 * shows the same number. Numbers run per company per financial year of the payment, with no gaps:
 * the company's counter row is locked first, so two first downloads of one company take turns, and
 * the second download of the same booking finds the number the first one kept.
 */

export interface InvoiceToNumber {
  product: GstInvoiceProduct;
  txid: string;
  corporateId: string;
  paidAt: Date;
}

const keptNumber = async (tx: Tx, invoice: InvoiceToNumber) =>
  (
    await tx
      .select({ number: gstInvoices.number })
      .from(gstInvoices)
      .where(and(eq(gstInvoices.product, invoice.product), eq(gstInvoices.txid, invoice.txid)))
  )[0]?.number;

export async function invoiceNumberOf(tx: Tx, invoice: InvoiceToNumber, now: Date): Promise<string> {
  const kept = await keptNumber(tx, invoice);
  if (kept) return kept;
  const financialYear = financialYearOf(invoice.paidAt);
  // Takes the counter's row lock (creating the row at 0 the first time) before deciding anything.
  await tx
    .insert(gstInvoiceCounters)
    .values({ corporateId: invoice.corporateId, financialYear, lastSequence: 0 })
    .onConflictDoUpdate({
      target: [gstInvoiceCounters.corporateId, gstInvoiceCounters.financialYear],
      set: { lastSequence: sql`${gstInvoiceCounters.lastSequence}` },
    });
  // A concurrent first download of this booking may have numbered it while this one waited.
  const numberedMeanwhile = await keptNumber(tx, invoice);
  if (numberedMeanwhile) return numberedMeanwhile;
  const [counter] = await tx
    .update(gstInvoiceCounters)
    .set({ lastSequence: sql`${gstInvoiceCounters.lastSequence} + 1` })
    .where(
      and(eq(gstInvoiceCounters.corporateId, invoice.corporateId), eq(gstInvoiceCounters.financialYear, financialYear)),
    )
    .returning({ sequence: gstInvoiceCounters.lastSequence });
  const sequence = counter!.sequence;
  const number = invoiceNumberText(financialYear, sequence);
  const { product, txid, corporateId } = invoice;
  await tx.insert(gstInvoices).values({ product, txid, corporateId, financialYear, sequence, number, issuedAt: now });
  return number;
}
