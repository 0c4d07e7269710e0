import type { FastifyInstance } from 'fastify';
import { INVOICE_NOT_PAID, INVOICE_PATH, InvoiceParamsSchema, invoiceFileName } from '../../src/contract/gst-invoice';
import { gstInvoiceLines } from '../../src/domain/gst-invoice';
import type { AppContext } from '../app-context';
import { defineRoute, mountRoutes } from '../http/define-route';
import { HttpError } from '../http/errors';
import { renderGstInvoice } from '../pdf/invoice-sheet';
import { invoiceNumberOf } from './invoice-number';
import { VOYAGE_PLATFORM } from './invoice-issuer';
import type { BookingProduct } from './product';

/*
 * GET /api/invoices/<flight|insurance>/<txid>.pdf: the GST tax invoice of a paid booking, one route
 * for every product (docs/features/gst-invoice.md). The product says whether the caller may see the
 * booking and what was charged; a booking that is not theirs answers like an unknown one (404), an
 * unpaid one 409. The number was issued when the booking was paid (invoice-at-payment.ts); only a
 * booking paid before that gets one here (invoice-number.ts).
 */

const NO_INVOICE_BOOKING = 'txid: booking not found';

function invoiceRoute(products: readonly BookingProduct[]) {
  return defineRoute({
    method: 'GET',
    path: INVOICE_PATH,
    auth: 'session',
    name: 'GST_INVOICE',
    params: InvoiceParamsSchema,
    handler: async ({ app, reply, now, session, params }) => {
      app.expensiveCalls.take(session.tokenHash, now);
      const product = products.find((p) => p.kind === params.product);
      const issued = await app.store.db.transaction(async (tx) => {
        const facts = product ? await product.invoiceFacts(tx, session, params.txid) : undefined;
        if (!facts) throw new HttpError(404, NO_INVOICE_BOOKING);
        if (facts === 'unpaid') throw new HttpError(409, INVOICE_NOT_PAID);
        const number = await invoiceNumberOf(tx, { ...facts, corporateId: session.corporateid }, now);
        return { facts, number };
      });
      const pdf = await renderGstInvoice({
        ...issued,
        lines: gstInvoiceLines(issued.facts),
        platform: VOYAGE_PLATFORM,
        createdAt: now,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(issued.number)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });
}

export function registerInvoiceRoute(app: FastifyInstance, ctx: AppContext, products: readonly BookingProduct[]): void {
  mountRoutes(app, ctx, [invoiceRoute(products)]);
}
