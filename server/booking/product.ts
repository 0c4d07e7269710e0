import type { Session } from '../auth/sessions';
import type { Executor } from '../store/db';

/*
 * A bookable product as the shared booking lifecycle sees it (docs/architecture.md, "The booking
 * lifecycle"). Each feature that sells something describes its bookings with one of these
 * (server/features/<feature>/product.ts); the composition root lists them (server/features/products.ts)
 * and hands the list to the lifecycle's shared steps: pay, capture, expiry. Nothing registers
 * itself by being imported.
 */

/** What every product's booking row carries, whatever else its table holds. */
export interface BookingRecord {
  txid: string;
  corporateId: string;
  status: string;
  /** The whole booking's price in paise, as charged. */
  totalPaise: number;
  currency: string;
}

/** How a booking was paid: the wallet debited (a refund credits it back) or the card payment captured. */
export type PaidBy = { mode: 'cashcard'; walletAccountId: string } | { mode: 'creditcard'; paymentId: string };

/** The kinds of product, also the purpose of their card payments. */
export type ProductKind = 'flight' | 'insurance';

export interface BookingProduct<Row extends BookingRecord = BookingRecord> {
  kind: ProductKind;
  /** A wallet ledger line for the booking, e.g. 'Flight BLR-DEL (FL1001)'. */
  describe(row: Row): string;
  /** The app path that shows a booking (its e-ticket); a paid card payment returns there. */
  ticketPath(txid: string): string;
  /** Where a failed card payment goes back when the page named no address. */
  homePath: string;
  /** The caller's booking made with this client reference: a retry or a double submit finds it. */
  findByClientRef(db: Executor, session: Session, clientref: string): Promise<Row | undefined>;
  /** One booking of a company, whoever made it (the gateway's capture knows only the reference). */
  load(db: Executor, txid: string, corporateId: string): Promise<Row | undefined>;
  /**
   * The payment arrived: the booking leaves 'paymentpending' and its fulfilment starts (tickets
   * issued, policy issued). Undefined when it was no longer waiting, so paying twice changes nothing.
   */
  confirmPaid(db: Executor, row: Row, paid: PaidBy, now: Date): Promise<Row | undefined>;
  /** Keeps the latest card attempt's payment id on the booking, now paid by card. */
  noteCardAttempt(db: Executor, row: Row, paymentId: string, now: Date): Promise<Row>;
}

/** A booking still waits for its money (claimed, not paid, not expired). */
export const awaitsPayment = (row: BookingRecord): boolean => row.status === 'paymentpending';
