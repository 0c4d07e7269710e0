import { INVOICE_NOT_PAID, invoiceFileName, invoicePath } from '../../contract/gst-invoice';
import type { GstInvoiceProduct } from '../../domain/gst-invoice';
import { getSession } from '../../session/store';

/** What the invoice button says when the download fails for any other reason. */
export const INVOICE_FAILED = 'Failed to download the GST invoice. Please try again.';

/** The file name the server gave ("invoice-VOY-2026-27-000123.pdf"), else one made from the booking. */
function fileNameOf(response: Response, txid: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? invoiceFileName(txid);
}

/**
 * Fetches a booking's GST invoice with the session's bearer token and saves it through a temporary
 * object URL. Throws an Error whose message the page can show: the server's "not paid" words for a
 * 409, a general retry text otherwise.
 */
export async function downloadInvoice(product: GstInvoiceProduct, txid: string): Promise<void> {
  const token = getSession()?.userauth.authtoken;
  const response = await fetch(invoicePath(product, txid), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new Error(INVOICE_FAILED);
  });
  if (response.status === 409) throw new Error(INVOICE_NOT_PAID);
  if (!response.ok) throw new Error(INVOICE_FAILED);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, txid);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
