import { runExclusively } from '../store/advisory-lock';
import type { Db } from '../store/db';
import { unpaidHoldCutoff, unpaidHoldMinutes } from './hold-time';
import type { BookingProduct, ProductKind } from './product';

/*
 * Unpaid bookings expire: one claimed for a card payment the user abandoned (or a wallet short of
 * money) would otherwise wait in 'paymentpending' for ever, holding its seats. Every server
 * process runs the pass each minute (expiry-timer.ts); an advisory lock lets one of them do each
 * pass. The shared layer knows no product: the composition root hands it each product's expiry.
 */

/** What the pass needs of a product (server/booking/product.ts). */
export type UnpaidExpiry = Pick<BookingProduct, 'kind' | 'expireUnpaid'>;

/** The advisory lock name of the pass: every server process runs the timer, one does each pass. */
export const BOOKING_EXPIRY_JOB = 'booking-expiry';

/** The txids each product expired in one pass. */
export type ExpiredBookings = Partial<Record<ProductKind, string[]>>;

/**
 * One pass: every product expires its bookings left unpaid past the hold time, in one transaction.
 * Null when another process was running the pass at that moment (it then did this work).
 */
export function expireUnpaidBookings(
  db: Db,
  products: readonly UnpaidExpiry[],
  now: Date,
): Promise<ExpiredBookings | null> {
  const claimedBefore = unpaidHoldCutoff(now);
  return runExclusively(db, BOOKING_EXPIRY_JOB, async (tx) => {
    const expired: ExpiredBookings = {};
    for (const product of products) expired[product.kind] = await product.expireUnpaid(tx, claimedBefore, now);
    return expired;
  });
}

/**
 * What a retry of the book call (the same clientref) answers once its booking expired; the book
 * handlers answer it instead of a new payment attempt.
 */
export function expiredMessage(kind: ProductKind, minutes = unpaidHoldMinutes()): string {
  const released = kind === 'flight' ? ': its seats were released' : '';
  return `This booking expired unpaid after ${minutes} minute${minutes === 1 ? '' : 's'}${released}. Please book again.`;
}
