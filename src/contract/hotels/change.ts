import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { HotelPolicyVerdictSchema } from './search-shapes';

/*
 * Changing the dates of a booked stay (docs/features/hotels-change.md). A date change is a rebook
 * of the same hotel, room type, board and refundability at the new dates' rate, with the old
 * booking's cancellation terms applied now. TG-HOTEL, our names, in the style of the flight
 * reschedule (TG-FLIGHTRESCHEDULEQUOTE, TG-FLIGHTRESCHEDULEAPPROVAL, TG-FLIGHTRESCHEDULE).
 *
 * Quote    → { action: 'quotehotelchange', txid: 'HTL700001', checkin: '2026-03-25', checkout: '2026-03-27' }
 *          ← { quote: { newtotal: '9440.00', currenttotal: '8260.00', charge: '0.00', refund: '8260.00',
 *              topay: '1180.00', toreturn: '0.00', paidby: 'wallet', policy: {…} } }
 * Approval → { action: 'sendhotelchangeforapproval', txid, checkin, checkout, policyreason }
 * Change   → { action: 'changehotelstay', txid, checkin, checkout, total: the quote's newtotal,
 *              clientref, policyreason, approvalid } ← { txid: the new booking, … }
 */

const hotel = (action: string, mutates: boolean) =>
  ({ opid: 'TG-HOTEL', actionKey: 'action', action, roles: 'any', mutates }) as const;
const Money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
const text = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} is too long`)), '');

/** The stay being changed and its new dates. */
const HotelChangeStaySchema = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
  txid: v.pipe(v.string('txid is required'), v.trim(), v.toUpperCase(), v.nonEmpty('txid is required'), v.maxLength(64, 'txid is too long')),
  checkin: calendarDateField('checkin'),
  checkout: calendarDateField('checkout'),
};

/**
 * How the stay was paid, so where the money moves: the wallet (only the difference), the card (the
 * new total paid at the gateway, the old refund back to the card), or nothing on the company account.
 */
export const HOTEL_CHANGE_PAID_BY = ['wallet', 'company', 'card'] as const;
export type HotelChangePaidBy = (typeof HOTEL_CHANGE_PAID_BY)[number];

export const HotelChangeQuoteSchema = v.object({
  txid: v.string(),
  checkin: v.string(),
  checkout: v.string(),
  nights: v.number(),
  /** The new dates' rate for the same room and board: room value, GST and the stay's total. */
  newbase: Money,
  newtax: Money,
  newtotal: Money,
  /** What the stay being changed cost. */
  currenttotal: Money,
  /** The old booking's cancellation charge now, by its own terms, and what of it comes back. */
  charge: Money,
  chargetext: v.string(),
  refund: Money,
  /** newtotal − refund when above zero, else '0.00'; by card the whole newtotal. */
  topay: Money,
  /** refund − newtotal when above zero, else '0.00'; by card the whole refund, back to the card. */
  toreturn: Money,
  paidby: v.picklist(HOTEL_CHANGE_PAID_BY),
  /** The caller's hotel policy on the new rate: out of policy needs a reason, and an approval when it says so. */
  policy: HotelPolicyVerdictSchema,
});
export type HotelChangeQuote = v.InferOutput<typeof HotelChangeQuoteSchema>;

/**
 * What changing the stay to the new dates costs now. Refused naming the field: the same dates or a
 * check-in in the past (400 checkin), a stay that cannot change (409 txid: cancelled, expired,
 * begun) or a room sold out on the new dates (409 checkin).
 */
export const quoteHotelChange = defineOperation({
  ...hotel('quotehotelchange', false),
  request: v.object(HotelChangeStaySchema),
  response: v.object({ quote: HotelChangeQuoteSchema }),
});

/** The new rate out of policy and needing approval: a booking approval of service 'hotel'; the approver's decision resumes at the voucher's change drawer. */
export const sendHotelChangeForApproval = defineOperation({
  ...hotel('sendhotelchangeforapproval', true),
  request: v.object({ ...HotelChangeStaySchema, policyreason: text('policyreason', 300) }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, responsedata: v.object({ approvalid: v.string() }) }),
});

/**
 * Books the new dates (a new booking, same guests and payment) and cancels the stay it replaces
 * with its terms, in one transaction. `total` is the quote's newtotal: a price moved since answers
 * 409 with the new quote. Wallet: the old refund is credited and the new total debited; company
 * account: nothing moves. By card: the new booking answers 'paymentpending' with the gateway's
 * `paymenturl`, and the old stay is cancelled (its refund back to the card) only when that card
 * payment is captured; an abandoned or expired payment leaves it as it was.
 */
export const changeHotelStay = defineOperation({
  ...hotel('changehotelstay', true),
  request: v.object({
    ...HotelChangeStaySchema,
    total: v.pipe(v.string('total is required'), v.trim(), v.regex(/^\d{1,8}\.\d{2}$/, 'total must be an amount like 1234.50')),
    clientref: v.pipe(v.string('clientref is required'), v.trim(), v.nonEmpty('clientref is required'), v.maxLength(64, 'clientref is too long')),
    policyreason: text('policyreason', 300),
    approvalid: text('approvalid', 40),
  }),
  response: v.object({
    /** The new booking, which replaces `replaced`. */
    txid: v.string(),
    replaced: v.string(),
    bookingstatus: v.string(),
    topay: Money,
    toreturn: Money,
    message: v.string(),
    /** A card-paid stay: where to pay for the new dates ('' otherwise). */
    paymenturl: v.string(),
  }),
});

/** The body of changehotelstay's 409 when the price moved since the quote. */
export const HotelChangePriceMovedSchema = v.object({ ResponseStatus: ResponseStatusSchema, quote: HotelChangeQuoteSchema });

export const hotelChangeOperations = { quoteHotelChange, sendHotelChangeForApproval, changeHotelStay };
