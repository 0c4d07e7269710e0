import { HOTEL_SAC_CODE, hotelGstOnNight, hotelGstPercent } from '../../../src/domain/hotel-gst';
import { hotelByCode } from './catalogue';
import type { HotelRate } from './rates';

/*
 * What a chosen rate charges (docs/sandbox-hotels.md "GST"): per night and in total, the room value,
 * its GST and the sum, exact in paise. GST is charged per room per night at the slab of that room's
 * value (src/domain/hotel-gst.ts) on hotels in India; a stay abroad carries no Indian GST (the
 * rate includes the country's own taxes), so its tax is 0 and it has no SAC.
 */

export interface RoomNightCharge {
  base: bigint;
  /** 5 or 18 in India, 0 abroad. */
  gstpercent: number;
  tax: bigint;
}

export interface NightCharge {
  night: string;
  rooms: RoomNightCharge[];
  base: bigint;
  tax: bigint;
  total: bigint;
}

export interface StayCharges {
  /** '9963' (accommodation) for a hotel in India; null abroad. */
  sac: string | null;
  nights: NightCharge[];
  base: bigint;
  tax: bigint;
  total: bigint;
}

const sum = (amounts: readonly bigint[]) => amounts.reduce((a, b) => a + b, 0n);

export function stayCharges(rate: HotelRate): StayCharges {
  const inIndia = hotelByCode(rate.hotelcode)?.countrycode === 'IN';
  const nights = rate.nights.map(({ night, rooms }) => {
    const charges = rooms.map((base) =>
      inIndia
        ? { base, gstpercent: hotelGstPercent(base), tax: hotelGstOnNight(base) }
        : { base, gstpercent: 0, tax: 0n },
    );
    const base = sum(charges.map((c) => c.base));
    const tax = sum(charges.map((c) => c.tax));
    return { night, rooms: charges, base, tax, total: base + tax };
  });
  const base = sum(nights.map((n) => n.base));
  const tax = sum(nights.map((n) => n.tax));
  return { sac: inIndia ? HOTEL_SAC_CODE : null, nights, base, tax, total: base + tax };
}
