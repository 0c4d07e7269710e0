import type { PaymentMode } from '../../src/domain/payment-mode';
import type { HandlerContext } from '../dispatch/types';
import { HttpError } from '../http/errors';
import { startCardPayment } from '../payments/card-gateway';
import { checkPaymentModeAllowed } from '../payments/payment-config';
import { debitWallet } from '../payments/wallet';
import { confirmPayment } from './invoice-at-payment';
import type { BookingProduct, BookingRecord } from './product';

/*
 * The pay step every product shares: the mode the request chose, if the company allows it; the
 * wallet debited in the booking's transaction (and the booking confirmed in it), a card payment
 * started at the sandbox gateway and confirmed later by its capture (capture.ts), or the booking
 * billed to the company account and confirmed at once, no money moving. Confirming numbers the
 * booking's GST invoice (invoice-at-payment.ts).
 */

export interface PaymentChoice {
  paymentmode: PaymentMode;
  /** App paths the gateway returns to; '' picks the product's own. */
  successurl: string;
  failureurl: string;
}

export type PayOutcome<Row> =
  | { paid: Row }
  | { paymenturl: string; row: Row }
  /** Not paid, the booking still waits: short of money, a mode the company refuses. */
  | { refused: string };

/** 409s the caller can act on (top up, pick the other mode) become a refusal; anything else is thrown. */
async function refusalOf<T>(work: () => Promise<T>): Promise<T | { refused: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return { refused: error.message };
    throw error;
  }
}

/** The ticket is where a paid booking goes; a page that cannot know the txid yet may name the bare ticket path. */
function successUrlFor<Row extends BookingRecord>(product: BookingProduct<Row>, requested: string, txid: string) {
  const ticket = product.ticketPath(txid);
  const bare = ticket.slice(0, ticket.lastIndexOf('/'));
  return requested === '' || requested.replace(/\/+$/, '') === bare ? ticket : requested;
}

async function payByWallet<Row extends BookingRecord>(
  ctx: HandlerContext,
  product: BookingProduct<Row>,
  row: Row,
): Promise<PayOutcome<Row>> {
  const posting = await refusalOf(() =>
    debitWallet(ctx, { amountPaise: BigInt(row.totalPaise), reference: row.txid, description: product.describe(row) }),
  );
  if ('refused' in posting) return posting;
  const paid = await confirmPayment(ctx.tx, product, row, { mode: 'cashcard', walletAccountId: posting.accountId }, ctx.now);
  // Not waiting any more means a concurrent call paid it: throwing rolls this debit back.
  if (!paid) throw new HttpError(409, 'This booking is already paid');
  return { paid };
}

/** Billed to the company account: confirmed in the booking's transaction, no debit, no card payment. */
async function payByCompany<Row extends BookingRecord>(
  ctx: HandlerContext,
  product: BookingProduct<Row>,
  row: Row,
): Promise<PayOutcome<Row>> {
  const paid = await confirmPayment(ctx.tx, product, row, { mode: 'company' }, ctx.now);
  if (!paid) throw new HttpError(409, 'This booking is already paid');
  return { paid };
}

async function payByCard<Row extends BookingRecord>(
  ctx: HandlerContext,
  product: BookingProduct<Row>,
  row: Row,
  choice: PaymentChoice,
): Promise<PayOutcome<Row>> {
  const payment = await startCardPayment(ctx, {
    purpose: product.kind,
    reference: row.txid,
    amountPaise: BigInt(row.totalPaise),
    currency: row.currency,
    successurl: successUrlFor(product, choice.successurl, row.txid),
    failureurl: choice.failureurl || product.homePath,
  });
  return { paymenturl: payment.paymenturl, row: await product.noteCardAttempt(ctx.tx, row, payment.paymentid, ctx.now) };
}

/** Pays a booking waiting for payment in the chosen mode. */
export async function payForBooking<Row extends BookingRecord>(
  ctx: HandlerContext,
  product: BookingProduct<Row>,
  row: Row,
  choice: PaymentChoice,
): Promise<PayOutcome<Row>> {
  const allowed = await refusalOf(() => checkPaymentModeAllowed(ctx.tx, ctx.session.corporateid, choice.paymentmode));
  if (allowed && 'refused' in allowed) return allowed;
  if (choice.paymentmode === 'cashcard') return payByWallet(ctx, product, row);
  if (choice.paymentmode === 'company') return payByCompany(ctx, product, row);
  return payByCard(ctx, product, row, choice);
}
