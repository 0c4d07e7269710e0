import type { Executor } from '../store/db';
import { type FactSource, recordBookingFacts } from './facts';
import { issueInvoiceNumber } from './invoice-number';
import type { BookingProduct, BookingRecord, PaidBy } from './product';

/*
 * The GST invoice is numbered when the booking is paid (docs/features/gst-invoice.md): every path
 * that marks a booking paid ends with `numberPaidBooking`, in the same transaction, so the number
 * (and the booking's dashboard facts) commit or vanish with the payment. It is the payment's last write because it takes the
 * company's counter lock: anything after it would keep the company's other payments waiting.
 */

/**
 * Records a booking just paid, in the transaction that paid it (`now` is the payment's time): its
 * dashboard facts (facts.ts), then its invoice number, last.
 */
export async function numberPaidBooking(tx: Executor, product: FactSource, row: BookingRecord, now: Date): Promise<string> {
  await recordBookingFacts(tx, product, row, now);
  return issueInvoiceNumber(tx, { product: product.kind, txid: row.txid, corporateId: row.corporateId, paidAt: now }, now);
}

/**
 * The lifecycle's payment step (wallet, company account, card capture): the product confirms the
 * booking, then its invoice is numbered. Undefined, and no number, when it was no longer waiting.
 */
export async function confirmPayment<Row extends BookingRecord>(
  tx: Executor,
  product: BookingProduct<Row>,
  row: Row,
  paid: PaidBy,
  now: Date,
): Promise<Row | undefined> {
  const confirmed = await product.confirmPaid(tx, row, paid, now);
  if (confirmed) await numberPaidBooking(tx, product, confirmed, now);
  return confirmed;
}
