import { HttpError } from '../../http/errors';
import type { HotelBookingRow } from './booking-store';
import { type CancellationPenalty, hotelSupplier } from './supplier';

/*
 * What cancelling a stay costs now (docs/features/hotels.md "Bookings"): the supplier's penalty tier
 * of the booked rate (the rechecked key the booking keeps) by the hours left to the hotel's
 * check-in, and where the rest goes back. Shared by the quote and the cancellation itself.
 */

const HOUR_MS = 3_600_000;

export type RefundMode = 'wallet' | 'card' | 'none';

export const refundModeOf = (row: Pick<HotelBookingRow, 'paymentMode'>): RefundMode =>
  row.paymentMode === 'cashcard' ? 'wallet' : row.paymentMode === 'creditcard' ? 'card' : 'none';

/** Why the booking cannot be cancelled now; null when it can. */
export function cancelRefusal(row: HotelBookingRow): HttpError | null {
  if (row.status === 'paymentpending') return new HttpError(409, 'txid: this hotel booking is not paid yet: there is nothing to cancel');
  if (row.status === 'expired') return new HttpError(409, 'txid: this hotel booking expired unpaid: there is nothing to cancel');
  if (row.status === 'cancellationrequested' || row.status === 'cancelled')
    return new HttpError(409, 'txid: this hotel booking is already cancelled');
  return null;
}

/** The penalty and refund of cancelling the booking at `now`. */
export function penaltyAt(row: HotelBookingRow, now: Date): CancellationPenalty {
  const supplier = hotelSupplier();
  const rate = supplier.price.quoted(row.rateKey);
  if (!('ratekey' in rate)) throw new HttpError(409, 'txid: the hotel no longer knows this booking\'s rate; please contact travel support');
  const hoursBefore = (supplier.cancel.checkInAt(rate).getTime() - now.getTime()) / HOUR_MS;
  return supplier.cancel.penalty(rate, hoursBefore);
}
