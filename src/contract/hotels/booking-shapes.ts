import * as v from 'valibot';
import { HOTEL_PAYMENT_MODES, HotelGstDetailsSchema } from './booking-request';

/*
 * A hotel booking as `gethotelbooking` answers it: everything the voucher shows (docs/features/hotels.md
 * "Bookings"). Money: decimal strings with two places, in the booking's currency.
 */

const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

/**
 * paymentpending: claimed, waiting for the card; booked: paid, the hotel has not confirmed yet;
 * confirmed: the hotel's confirmation number is in; cancellationrequested: cancelled by us, refund
 * made, the hotel has not confirmed the cancellation yet; cancelled; expired: left unpaid.
 */
export const HOTEL_BOOKING_STATUSES = [
  'paymentpending',
  'booked',
  'confirmed',
  'cancellationrequested',
  'cancelled',
  'expired',
] as const;
export type HotelBookingStatus = (typeof HOTEL_BOOKING_STATUSES)[number];

export const HotelNightChargeSchema = v.object({
  night: v.string(),
  base: Money,
  tax: Money,
  total: Money,
  /** The GST percent of each room that night (5 or 18; 0 abroad). */
  gstpercents: v.array(v.number()),
});

export const HotelCancellationSchema = v.object({
  requestedon: v.string(),
  reason: v.string(),
  percent: v.number(),
  penalty: Money,
  refund: Money,
  /** wallet / card: where the refund went; none: billed to the company, nothing moved. */
  refundmode: v.picklist(['wallet', 'card', 'none']),
});

export const HotelBookingSchema = v.object({
  txid: v.string(),
  status: v.picklist(HOTEL_BOOKING_STATUSES),
  /** The hotel's confirmation number; '' until it confirms. */
  confirmationnumber: v.string(),
  hotel: v.object({
    code: v.string(),
    name: v.string(),
    address: v.string(),
    city: v.string(),
    stars: v.number(),
    checkintime: v.string(),
    checkouttime: v.string(),
  }),
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  rooms: v.array(v.object({ adults: v.number(), childages: v.array(v.number()) })),
  roomname: v.string(),
  boardname: v.string(),
  refundable: v.boolean(),
  ratekey: v.string(),
  guests: v.array(v.object({ title: v.string(), firstname: v.string(), lastname: v.string(), lead: v.boolean() })),
  currency: v.string(),
  base: Money,
  tax: Money,
  total: Money,
  nightcharges: v.array(HotelNightChargeSchema),
  cancellationterms: v.array(v.string()),
  cancellation: v.nullable(HotelCancellationSchema),
  paymentmode: v.picklist(HOTEL_PAYMENT_MODES),
  gstdetails: HotelGstDetailsSchema,
  tripid: v.string(),
  bookedon: v.string(),
  /*
   * A date change (docs/features/hotels-change.md): the booking this one replaced, and the one that
   * replaced it; '' for none. Optional so an older server's answer and a voucher kept on a device
   * before these fields existed still read.
   */
  replacestxid: v.optional(v.string(), ''),
  replacedbytxid: v.optional(v.string(), ''),
});
export type HotelBooking = v.InferOutput<typeof HotelBookingSchema>;

/**
 * The body of bookhotel's 409 when the recheck found a new price: the new rate the page shows and
 * the booker accepts by booking again with its key.
 */
export const HotelPriceChangeSchema = v.object({
  ResponseStatus: v.object({ status: v.literal('NOK'), message: v.string() }),
  pricechange: v.object({ ratekey: v.string(), previoustotal: Money, base: Money, tax: Money, total: Money }),
});
export type HotelPriceChange = v.InferOutput<typeof HotelPriceChangeSchema>;
