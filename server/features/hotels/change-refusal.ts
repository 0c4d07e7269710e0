import { HttpError } from '../../http/errors';
import type { HotelBookingRow } from './booking-store';

/*
 * Which stays can have their dates changed (docs/features/hotels-change.md): a paid one (booked or
 * confirmed) whose check-in day has not passed, however it was paid.
 */

const refuse = (message: string) => new HttpError(409, `txid: ${message}`);

/** Why the booking's dates cannot change on `today` (India's day); null when they can. */
export function changeRefusal(row: HotelBookingRow, today: string): HttpError | null {
  if (row.replacedByTxid !== '') return refuse(`this stay was changed already: its booking is now ${row.replacedByTxid}`);
  if (row.status === 'paymentpending') return refuse('this hotel booking is not paid yet: it cannot be changed');
  if (row.status === 'expired') return refuse('this hotel booking expired unpaid: it cannot be changed');
  if (row.status === 'cancellationrequested' || row.status === 'cancelled') return refuse('this hotel booking is cancelled: it cannot be changed');
  if (row.checkIn < today) return refuse('this stay has begun or is over: it cannot be changed');
  return null;
}
