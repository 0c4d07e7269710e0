import { divideRounded } from './money';

/*
 * GST on hotel accommodation in India (docs/sandbox-hotels.md "GST"): the rate follows the value of
 * one room for one night, in slabs; shared by the server (invoice data, booking totals) and the
 * client (showing the tax before booking), so both reach the same paise.
 */

/** Services Accounting Code of accommodation services, printed on the tax invoice. */
export const HOTEL_SAC_CODE = '9963';

export interface HotelGstSlab {
  /** The highest nightly room value (paise, inclusive) the slab covers; null for no upper limit. */
  upToPaise: bigint | null;
  percent: number;
}

/** Nightly room value up to ₹7,500 → 5 %; above ₹7,500 → 18 %. In ascending order. */
export const HOTEL_GST_SLABS: readonly HotelGstSlab[] = [
  { upToPaise: 750_000n, percent: 5 },
  { upToPaise: null, percent: 18 },
];

/** The GST percentage of one room for one night worth `nightlyRoomValue` paise. */
export function hotelGstPercent(nightlyRoomValue: bigint): number {
  if (nightlyRoomValue < 0n) throw new RangeError('a room value cannot be negative');
  const slab = HOTEL_GST_SLABS.find((s) => s.upToPaise === null || nightlyRoomValue <= s.upToPaise);
  return slab!.percent;
}

/** The GST of one room for one night, in paise, rounded half up to the paisa. */
export function hotelGstOnNight(nightlyRoomValue: bigint): bigint {
  return divideRounded(nightlyRoomValue * BigInt(hotelGstPercent(nightlyRoomValue)), 100n);
}
