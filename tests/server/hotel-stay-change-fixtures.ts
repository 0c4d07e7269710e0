import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hotelSupplier } from '../../server/features/hotels/supplier';
import type { HotelRate } from '../../server/features/hotels/supplier';
import { hotelBookingGuests, hotelBookings } from '../../server/store/schema-hotels';
import type { TestApp } from './helpers/test-app';
import { STAY, TODAY, call } from './hotels-booking-fixtures';

/* Shared by the hotel date-change tests (docs/features/hotels-change.md). */

/** The new dates every change test moves a stay to: three nights a week later. */
export const NEW_DATES = { checkin: '2026-03-27', checkout: '2026-03-30' };

export const quoteChange = (t: TestApp, token: string, txid: string, dates: Record<string, string> = NEW_DATES) =>
  call(t, token, 'quotehotelchange', { txid, ...dates });

export const changeStay = (t: TestApp, token: string, txid: string, total: string, extra: Record<string, unknown> = {}) =>
  call(t, token, 'changehotelstay', { txid, ...NEW_DATES, total, clientref: randomUUID(), ...extra });

/** The same room and board at the new dates, as the hotel sells it on the test's day. */
export function sameRoomAt(rate: HotelRate, dates = NEW_DATES): HotelRate {
  const answer = hotelSupplier().rates(rate.hotelcode, { ...dates, rooms: STAY.rooms }, TODAY);
  if (!('rates' in answer)) throw new Error(`no rates at ${rate.hotelcode}`);
  const same = answer.rates.find((r) => r.roomtype === rate.roomtype && r.board === rate.board && r.refundable === rate.refundable);
  if (!same) throw new Error(`no ${rate.roomtype} at ${rate.hotelcode} on the new dates`);
  return same;
}

/** Makes a booked row stand for another rate (scenario and out-of-policy hotels that bookhotel itself refuses). */
export async function rebase(t: TestApp, txid: string, rate: HotelRate): Promise<void> {
  await t.store.db
    .update(hotelBookings)
    .set({ hotelCode: rate.hotelcode, rateKey: rate.ratekey, roomType: rate.roomtype, board: rate.board, refundable: rate.refundable })
    .where(eq(hotelBookings.txid, txid));
}

export const guestsOf = (t: TestApp, txid: string) =>
  t.store.db.select().from(hotelBookingGuests).where(eq(hotelBookingGuests.txid, txid)).orderBy(hotelBookingGuests.guestSno);
