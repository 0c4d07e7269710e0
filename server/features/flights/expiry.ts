import type { Tx } from '../../store/db';
import { markUnpaidExpired } from './booking-expire';
import { releaseSeats } from './booking-seats';

/*
 * Flights in the shared expiry pass (server/booking/expiry.ts): bookings left unpaid past the hold
 * time expire and their seats go back on sale.
 */
export async function expireUnpaidFlights(tx: Tx, claimedBefore: Date, now: Date): Promise<string[]> {
  const txids = await markUnpaidExpired(tx, claimedBefore, now);
  await releaseSeats(tx, txids);
  return txids;
}
