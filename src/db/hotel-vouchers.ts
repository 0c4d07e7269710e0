import { db } from './database';
import { keptAnswers } from './kept-answers';

/*
 * Hotel vouchers (the gethotelbooking answer) a profile has read, kept by txid so each opens offline
 * (docs/features/hotels.md "Offline"). Cleared at logout and session expiry (session/forget.ts):
 * guests' names are personal.
 */

/** Far more stays than anyone has upcoming; the oldest read go first. */
export const HOTEL_VOUCHERS_KEPT = 200;

const vouchers = keptAnswers(() => db.hotelVouchers, HOTEL_VOUCHERS_KEPT);

export const keptHotelVoucher = (profileid: string, txid: string) => vouchers.read(profileid, txid);
export const keepHotelVoucher = (profileid: string, txid: string, data: unknown, now?: number) =>
  vouchers.store(profileid, txid, data, now);
export const clearHotelVouchers = () => vouchers.clear();

/** The server knows no such booking for this profile: nothing of it stays on this device. */
export async function forgetHotelVoucher(profileid: string, txid: string): Promise<void> {
  await db.hotelVouchers.delete([profileid, txid]);
}
