import * as v from 'valibot';
import { defineOperation } from '../operation';
import { BookHotelRequestSchema } from './booking-request';
import { HotelBookingSchema } from './booking-shapes';

export * from './booking-request';
export * from './booking-shapes';

/*
 * Hotel bookings on the shared booking lifecycle (docs/features/hotels.md "Bookings";
 * docs/operations.md): book and pay, read the booking and its voucher, quote and make a
 * cancellation. TG-HOTEL and every action name here are our names: the product names none.
 */

const hotel = (action: string, mutates: boolean) =>
  ({ opid: 'TG-HOTEL', actionKey: 'action', action, roles: 'any', mutates }) as const;
const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const txidField = v.pipe(
  v.string('txid is required'),
  v.trim(),
  v.nonEmpty('txid is required'),
  v.maxLength(64, 'txid is too long'),
);

/**
 * Books the rate. The server rechecks the key: a new price answers 409 with the new rate
 * (HotelPriceChangeSchema) to accept by booking again with its key; a room sold out answers 409
 * naming it. Wallet ('cashcard'): debited and booked in one transaction; card ('creditcard'): the
 * booking waits ('paymentpending') and `paymenturl` is the gateway page; company account: booked
 * at once, no money moves. The hotel confirms later (status 'booked' → 'confirmed'). Same clientref
 * or Idempotency-Key → the same booking, never a second charge. NOK: not booked, `message` says why.
 */
export const bookHotel = defineOperation({
  ...hotel('bookhotel', true),
  request: BookHotelRequestSchema,
  response: v.object({
    status: v.picklist(['OK', 'NOK']),
    txid: v.string(),
    bookingstatus: v.string(),
    message: v.string(),
    paymenturl: v.string(),
  }),
});

/** One booking with its voucher data: its booker, its guests' profiles, the company's travel staff and finance. */
export const getHotelBooking = defineOperation({
  ...hotel('gethotelbooking', false),
  request: v.object({ ...ownIds, txid: txidField }),
  response: v.object({ booking: HotelBookingSchema }),
});

/** The voucher as a PDF, base64. */
export const getHotelVoucherPdf = defineOperation({
  ...hotel('gethotelvoucherpdf', false),
  request: v.object({ ...ownIds, txid: txidField }),
  response: v.object({ filename: v.string(), pdfbase64: v.string() }),
});

/** What cancelling now would cost, by the rate's penalty tiers, and where the refund would go. */
export const quoteHotelCancellation = defineOperation({
  ...hotel('quotehotelcancellation', false),
  request: v.object({ ...ownIds, txid: txidField }),
  response: v.object({
    txid: v.string(),
    percent: v.number(),
    penalty: Money,
    refund: Money,
    text: v.string(),
    refundmode: v.picklist(['wallet', 'card', 'none']),
  }),
});

/**
 * Cancels the whole stay: the refund (the total less the tier's penalty) goes back at once the way
 * it was paid; the booking is 'cancellationrequested' until the hotel confirms, then 'cancelled'.
 */
export const cancelHotel = defineOperation({
  ...hotel('cancelhotel', true),
  request: v.object({
    ...ownIds,
    txid: txidField,
    reason: v.pipe(v.string('reason must be text'), v.trim(), v.nonEmpty('reason is required'), v.maxLength(300, 'reason is too long')),
  }),
  response: v.object({
    txid: v.string(),
    bookingstatus: v.string(),
    penalty: Money,
    refund: Money,
    refundmode: v.picklist(['wallet', 'card', 'none']),
    message: v.string(),
  }),
});

export const hotelBookingOperations = {
  bookHotel,
  getHotelBooking,
  getHotelVoucherPdf,
  quoteHotelCancellation,
  cancelHotel,
};
