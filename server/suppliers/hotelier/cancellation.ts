import { divideRounded } from '../../../src/domain/money';
import { hotelByCode } from './catalogue';
import { soldCity, utcOffsetMinutes } from './cities';
import { stayCharges } from './charges';
import type { HotelRate } from './rates';

/*
 * Cancelling a stay (docs/sandbox-hotels.md "Cancellation"): the share of the stay's total (room
 * value and GST) the hotel keeps, by how long before check-in (the hotel's check-in time on the
 * check-in day, its local time) the cancellation is asked. A non-refundable rate keeps it all.
 * The supplier confirms a booking, and a cancellation, HOTEL_CONFIRMATION_DELAY_MS after it is asked.
 */

const HOUR_MS = 3_600_000;

export interface CancellationTier {
  /** The tier applies from this many hours before check-in (inclusive) until the previous tier's start. */
  fromHoursBefore: number;
  percent: number;
  text: string;
}

/** Refundable rates, earliest first. */
export const CANCELLATION_TIERS: readonly CancellationTier[] = [
  { fromHoursBefore: 72, percent: 0, text: '72 hours or more before check-in: free' },
  { fromHoursBefore: 24, percent: 50, text: '24 to 72 hours before check-in: 50 % of the stay' },
  {
    fromHoursBefore: Number.NEGATIVE_INFINITY,
    percent: 100,
    text: 'Less than 24 hours before check-in, or no-show: 100 % of the stay',
  },
];
export const NON_REFUNDABLE_TEXT = 'Non-refundable: 100 % of the stay whenever cancelled';

/** How long after a request the supplier confirms a booking or a cancellation (as the sandbox airline does). */
export const HOTEL_CONFIRMATION_DELAY_MS = 20_000;

/** When the supplier confirms a request made at `requestedAt`. */
export const confirmedAt = (requestedAt: Date): Date => new Date(requestedAt.getTime() + HOTEL_CONFIRMATION_DELAY_MS);

/** The instant of check-in: the hotel's check-in time on the check-in day, at its city's UTC offset. */
export function checkInAt(rate: Pick<HotelRate, 'hotelcode' | 'checkin'>): Date {
  const hotel = hotelByCode(rate.hotelcode)!;
  const offset = utcOffsetMinutes(soldCity(hotel.cityid)!);
  return new Date(Date.parse(`${rate.checkin}T${hotel.checkintime}:00Z`) - offset * 60_000);
}

export interface CancellationPenalty {
  percent: number;
  /** What the hotel keeps, paise. */
  penalty: bigint;
  /** What comes back: the stay's total less the penalty, paise. */
  refund: bigint;
  text: string;
}

/** The tier of a refundable rate cancelled `msBefore` check-in (negative: after it, a no-show). */
export function tierAt(msBefore: number): CancellationTier {
  return CANCELLATION_TIERS.find((t) => msBefore >= t.fromHoursBefore * HOUR_MS)!;
}

/** The penalty and refund of cancelling `rate` at `cancelledAt`, check-in being at `checkIn`. */
export function cancellationPenalty(rate: HotelRate, cancelledAt: Date, checkIn: Date): CancellationPenalty {
  const { total } = stayCharges(rate);
  const tier = rate.refundable
    ? tierAt(checkIn.getTime() - cancelledAt.getTime())
    : { percent: 100, text: NON_REFUNDABLE_TEXT };
  const penalty = divideRounded(total * BigInt(tier.percent), 100n);
  return { percent: tier.percent, penalty, refund: total - penalty, text: tier.text };
}
