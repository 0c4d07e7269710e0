import type { BookingView } from '../../src/contract/bookings/booking-view';
import type { GstInvoiceFacts } from '../../src/domain/gst-invoice';
import type { Session } from '../auth/sessions';
import type { HandlerContext } from '../dispatch/types';
import type { Executor, Tx } from '../store/db';
import type { ProductFacts } from './product-facts';

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
  /** The booker, and the traveller it was made for (the booker when they travel themselves). */
  profileId: string;
  travellerProfileId: string;
  /** The trip it belongs to; '' for none. */
  tripId: string;
  status: string;
  /** The whole booking's price in paise, as charged. */
  totalPaise: number;
  currency: string;
}

/**
 * How a booking was paid: the wallet debited (a refund credits it back), the card payment captured,
 * or billed to the company account (no money moves, nothing to pay back).
 */
export type PaidBy =
  | { mode: 'cashcard'; walletAccountId: string }
  | { mode: 'creditcard'; paymentId: string }
  | { mode: 'company' };

/** What a paid booking keeps of its payment: the wallet debited or the card payment; nothing when billed to the company. */
export function paymentRefsOf(paid: PaidBy): { walletAccountId?: string; paymentId?: string } {
  if (paid.mode === 'cashcard') return { walletAccountId: paid.walletAccountId };
  if (paid.mode === 'creditcard') return { paymentId: paid.paymentId };
  return {};
}

/** The kinds of product: the purpose of their card payments and the item type of their trip items. */
export type ProductKind = 'flight' | 'insurance' | 'hotel';

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
  /**
   * The trip was booked: books the item (once; billed to the company) and answers its txid, null
   * when the item carries no booking of this product (added as a plain trip item).
   */
  issueTripItem(ctx: HandlerContext, item: TripItemToIssue): Promise<string | null>;
  /**
   * Moves the product's bookings still 'paymentpending' and claimed before `claimedBefore` to
   * 'expired' (a guarded UPDATE, so a capture racing it wins or loses whole) and frees what they
   * held; answers their txids (server/booking/expiry.ts runs it).
   */
  expireUnpaid(tx: Tx, claimedBefore: Date, now: Date): Promise<string[]>;
  /**
   * The GST invoice facts of a booking the caller may see (its booker, its traveller, or travel
   * staff of its company): undefined when it is not theirs or unknown, 'unpaid' when it was never
   * paid (server/booking/invoice-route.ts; docs/features/gst-invoice.md).
   */
  invoiceFacts(tx: Tx, session: Session, txid: string): Promise<GstInvoiceFacts | 'unpaid' | undefined>;
  /**
   * "My bookings": the newest `filter.limit` bookings of the company that `profileId` made or travels
   * on and that match the filter (in SQL, server/booking/my-bookings-query.ts), newest first, in the
   * row every product shares (server/features/bookings lists them together).
   */
  listForUser(db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]>;
  /** Marks a paid booking as belonging to the trip (its item was just added to the trip). */
  attachToTrip(db: Executor, row: Row, tripId: string, now: Date): Promise<void>;
  /**
   * A booking of the company as the dashboards count it (server/booking/facts.ts), read as it is
   * now; undefined when it is not paid (unknown, waiting for payment, expired).
   */
  facts(db: Executor, txid: string, corporateId: string): Promise<ProductFacts | undefined>;
  /**
   * What the trip's confirmation docket prints of a booking of the trip beyond its items row (a
   * hotel's voucher: stay, confirmation number, guests); absent for products whose row says it all,
   * undefined for a booking it does not know (server/features/trips/docket-pdf.ts).
   */
  docketEntry?(db: Executor, txid: string, corporateId: string, now: Date): Promise<DocketEntry | undefined>;
  /**
   * The trip is being cancelled: cancels the trip's booking at once as its own cancellation would
   * (penalty, refund) and answers whether it is cancelled (also when it already was); false leaves
   * its item 'cancellationrequested' for the travel desk. Absent for products the travel desk
   * cancels by hand (server/features/trips/actions-lifecycle.ts).
   */
  cancelTripItem?(ctx: HandlerContext, item: TripItemToCancel, reason: string): Promise<boolean>;
}

/** A booking's part of a trip's docket: a heading and its label/value lines. */
export interface DocketEntry {
  heading: string;
  fields: [label: string, value: string][];
}

/** Whose bookings to list: the caller within their company. */
export interface BookingOwner {
  corporateId: string;
  profileId: string;
}

/** Which of the owner's bookings to list: a tab, a search text, the day that splits past from upcoming. */
export interface BookingListFilter {
  view: BookingView;
  search: string;
  /** YYYY-MM-DD. */
  today: string;
  limit: number;
}

/** One booking as "My bookings" shows it, whatever the product. */
export interface BookingListRow {
  txid: string;
  /** Flight: airline PNRs once ticketed, else the booking reference; insurance: the policy number. */
  reference: string;
  /** First and last day, YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
  /** The route ('BLR-DEL') or what the cover is for. */
  route: string;
  travellers: string[];
  totalPaise: number;
  currency: string;
  paymentMode: string;
  status: string;
  tripId: string;
  bookedAt: Date;
}

/** A trip's item of a product, its chosen offer sealed as added (ADDTOTRIP). */
export interface TripItemToIssue {
  id: string;
  tripId: string;
  selectedJson: string;
}

/** A trip's booked item being cancelled with its trip: the trip and the booking's txid it carries. */
export interface TripItemToCancel {
  tripId: string;
  txid: string;
}

/** A booking still waits for its money (claimed, not paid, not expired). */
export const awaitsPayment = (row: BookingRecord): boolean => row.status === 'paymentpending';
