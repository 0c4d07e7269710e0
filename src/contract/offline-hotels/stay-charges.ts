import * as v from 'valibot';
import { hotelGstOnNight } from '../../domain/hotel-gst';

/*
 * What a stay the travel desk booked costs, in paise, exact (docs/features/offline-hotels.md
 * "Amounts"). The desk enters either the room rate of one room for one night before GST, and the
 * GST follows that rate per night (src/domain/hotel-gst.ts; none for a stay abroad), or the whole
 * stay's total with GST as the hotel's bill says, which we keep as it is without splitting it.
 */

export const AMOUNT_KINDS = ['nightlyrate', 'total'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];
/** Billed to the company, or paid by the traveller at the hotel. */
export const PAID_BY = ['company', 'traveller'] as const;
export type PaidBy = (typeof PAID_BY)[number];

/** What the desk booked for a stay: kept on the trip item and shown on its voucher. */
export const BookedStayFields = v.object({
  hotelname: v.string(),
  address: v.string(),
  city: v.string(),
  checkin: v.string(),
  checkintime: v.string(),
  checkout: v.string(),
  checkouttime: v.string(),
  roomtype: v.string(),
  board: v.string(),
  rooms: v.number(),
  guests: v.number(),
  nights: v.number(),
  confirmationno: v.string(),
  amountkind: v.picklist(AMOUNT_KINDS),
  abroad: v.boolean(),
  paidby: v.picklist(PAID_BY),
  /** Decimal strings of the whole stay; with amountkind 'total' the GST is inside base, not split out. */
  base: v.string(),
  tax: v.string(),
  total: v.string(),
  notes: v.string(),
});

export interface StayChargesInput {
  amountkind: AmountKind;
  amountPaise: bigint;
  nights: number;
  rooms: number;
  abroad: boolean;
}

export interface StayCharges {
  basePaise: bigint;
  taxPaise: bigint;
  totalPaise: bigint;
  /** False when the desk entered the total: the GST inside it is not known. */
  taxKnown: boolean;
}

export function stayCharges({ amountkind, amountPaise, nights, rooms, abroad }: StayChargesInput): StayCharges {
  if (amountkind === 'total') return { basePaise: amountPaise, taxPaise: 0n, totalPaise: amountPaise, taxKnown: false };
  const roomNights = BigInt(nights * rooms);
  const basePaise = amountPaise * roomNights;
  const taxPaise = (abroad ? 0n : hotelGstOnNight(amountPaise)) * roomNights;
  return { basePaise, taxPaise, totalPaise: basePaise + taxPaise, taxKnown: true };
}
