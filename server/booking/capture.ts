import { HttpError } from '../http/errors';
import type { CaptureHandler, CaptureHandlers } from '../payments/card-gateway';
import { confirmPayment } from './invoice-at-payment';
import { type BookingProduct, type BookingRecord, awaitsPayment } from './product';

/*
 * A card payment succeeded at the gateway: the product's booking is confirmed, and its GST invoice
 * numbered, in the gateway's transaction. Anything that stops it throws, which rolls the capture
 * back; the gateway then marks the payment failed, so nobody pays for a booking that was not confirmed.
 */

class NothingToCapture extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export function captureFor<Row extends BookingRecord>(product: BookingProduct<Row>): CaptureHandler {
  return async (tx, payment, call) => {
    const row = await product.load(tx, payment.reference, payment.corporateId);
    if (!row) throw new NothingToCapture(`${product.kind} booking ${payment.reference} not found`);
    // Paid meanwhile another way (the wallet, after this card attempt started), or expired unpaid.
    if (!awaitsPayment(row)) throw new NothingToCapture(`${product.kind} booking ${payment.reference} is ${row.status}`);
    const paid = await confirmPayment(tx, product, row, { mode: 'creditcard', paymentId: payment.paymentId }, call.now);
    if (!paid) throw new NothingToCapture(`${product.kind} booking ${payment.reference} could not be confirmed`);
    return { redirect: product.ticketPath(row.txid) };
  };
}

/** The capture of each product's card payments, by payment purpose (= product kind). */
export function capturesOf(products: readonly BookingProduct[]): CaptureHandlers {
  return new Map(products.map((product) => [product.kind, captureFor(product)]));
}
