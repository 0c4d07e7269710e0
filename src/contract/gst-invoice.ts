import * as v from 'valibot';
import { GST_INVOICE_PRODUCTS, type GstInvoiceProduct } from '../domain/gst-invoice';

/*
 * GET /api/invoices/<product>/<txid>.pdf with the session's bearer token: the GST tax invoice of a
 * paid booking as a PDF (docs/features/gst-invoice.md), named "invoice-<number>.pdf" in its
 * Content-Disposition; 404 for a booking that is not the caller's, 409 before payment.
 */

export const INVOICE_PATH = '/api/invoices/:product/:txid.pdf';

export const invoicePath = (product: GstInvoiceProduct, txid: string) =>
  `/api/invoices/${product}/${encodeURIComponent(txid)}.pdf`;

export const InvoiceParamsSchema = v.object({
  product: v.picklist(GST_INVOICE_PRODUCTS, 'product must be flight, insurance or hotel'),
  txid: v.pipe(v.string('txid must be a string'), v.regex(/^[A-Za-z0-9]{1,24}$/, 'txid is not a booking id')),
});

/** The 409's message: a booking still waiting for its money (or expired unpaid) has no invoice. */
export const INVOICE_NOT_PAID = 'No invoice until the booking is paid';

/** "VOY/2026-27/000123" → "invoice-VOY-2026-27-000123.pdf": a file name has no slashes. */
export const invoiceFileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;
