import { hotelGstOnNight } from '../../domain/hotel-gst';

/*
 * What a stay the travel desk booked costs, in paise, exact (docs/features/offline-hotels.md
 * "Amounts"). The desk enters either the room rate of one room for one night before GST, and the
 * GST follows that rate per night (src/domain/hotel-gst.ts; none for a stay abroad), or the whole
 * stay's total with GST as the hotel's bill says, which we keep as it is without splitting it.
 */

export const AMOUNT_KINDS = ['nightlyrate', 'total'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

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
