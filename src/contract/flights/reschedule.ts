import * as v from 'valibot';
import { optionalText as text, appPath } from '../fields';
import { calendarDate } from '../calendar-date';
import { ResponseStatusSchema, StatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { FLIGHT_PAYMENT_MODES } from './booking-request';
import { FlightBookingResponseSchema } from './booking';
import { ValidateSearchRequestSchema } from './policy';
import { REFUND_DESTINATIONS } from './cancel';

/*
 * Flight reschedule (docs/features/flights-reschedule.md): new dates for the same route, cabin and
 * travellers (every traveller of the booking, none cancelled). A search, a quote, then the request;
 * out of policy, an approval first.
 *
 * Search   → { opid: 'TGFS', actioncode: 'SEARCHFLIGHTSRESC', txid: 'FL700001', onwarddate: '2026-12-20',
 *              returndate: '' (a round trip's new return date), requesttype: 'reschedule' }
 *          ← { responseid: 'FS…', status: 'pending' }: read it with QUEUERESULTS like any search.
 * Quote    → { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata: { reftxid, responseid, selected: [{ flightkey, farekey }] } }
 *          ← { ResponseStatus, quote: { reftxid, newfare: '6500.00', changefee: '2500.00', credit: '6000.00',
 *              payable: '3000.00', refund: '0.00', refundto: 'wallet', ... } } or NOK with the reason.
 * Request  → { opid: 'TG-FLIGHTRESCHEDULE', jsondata: { reftxid, responseid, selected, newfare: '6500.00',
 *              paymentmode: 'cashcard', clientref, remarks, policyreason, approvalid, successurl, failureurl } }
 *          ← { FlightBookingResponse: { txid: the new booking, status, paymenturl, ... }, payable, refund }
 * Money: the new booking is charged its whole fare the way the traveller picks; the old booking's
 * credit (what was paid for it) less the change fee goes back the way it was paid, at the moment
 * the new booking is paid (an abandoned card payment leaves the old booking as it was). So the
 * traveller's net is payable (new fare + change fee − credit) or refund (the other way round).
 * The old booking and its travellers become 'rescheduled'; its trip item is replaced.
 */

const Money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

const reftxid = v.pipe(
  v.string('reftxid is required'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('reftxid is required'),
  v.maxLength(64, 'reftxid is too long'),
);

const day = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`),
    calendarDate(name),
  );

export const RESCHEDULE_REQUEST_TYPES = ['reschedule'] as const;

export const searchFlightsReschedule = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'SEARCHFLIGHTSRESC',
  request: v.object({
    txid: reftxid,
    onwarddate: day('onwarddate'),
    /** The round trip's new return date; '' (or absent) for a one-way booking. */
    returndate: v.optional(v.union([v.literal(''), day('returndate')], 'returndate must be a date (YYYY-MM-DD)'), ''),
    requesttype: v.optional(v.picklist(RESCHEDULE_REQUEST_TYPES, "requesttype must be 'reschedule'"), 'reschedule'),
  }),
  response: v.object({ responseid: v.string(), status: v.picklist(['pending', 'complete']) }),
  roles: 'any',
  mutates: true,
});

/** Fare keys of a search started with SEARCHFLIGHTSRESC for this booking. */
const RescheduleSelectionSchema = v.object({ reftxid, ...ValidateSearchRequestSchema.entries });

export const RescheduleTravellerSchema = v.object({
  paxsno: v.number(),
  name: v.string(),
  /** What was paid for this traveller on the booking being changed. */
  paid: Money,
  changefee: Money,
});

export const RescheduleQuoteSchema = v.object({
  reftxid: v.string(),
  /** The new fares, all travellers, taxes included (what the new booking costs). */
  newfare: Money,
  changefee: Money,
  /** What was paid for the booking being changed (fares + extras − promo). */
  credit: Money,
  /** newfare + changefee − credit when positive, else '0.00'. */
  payable: Money,
  /** credit − changefee − newfare when positive, else '0.00'. */
  refund: Money,
  /** Where the credit less the change fee goes back (the old booking's payment). */
  refundto: v.picklist(REFUND_DESTINATIONS),
  inpolicy: v.boolean(),
  policyviolationreason: v.string(),
  /** Out of policy and the company wants an approval: send TG-FLIGHTRESCHEDULEAPPROVAL first. */
  approvalrequired: v.boolean(),
  /** Out of policy: the request needs `policyreason`. */
  reasonrequired: v.boolean(),
  travellers: v.array(RescheduleTravellerSchema),
});
export type RescheduleQuote = v.InferOutput<typeof RescheduleQuoteSchema>;

export const flightRescheduleQuote = defineOperation({
  opid: 'TG-FLIGHTRESCHEDULEQUOTE',
  actionKey: null,
  action: null,
  request: v.object({ jsondata: RescheduleSelectionSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, quote: v.nullable(RescheduleQuoteSchema) }),
  roles: 'any',
  mutates: false,
});


export const RescheduleRequestSchema = v.object({
  ...RescheduleSelectionSchema.entries,
  /** The new fare the user agreed to (the quote's newfare); a different server price is refused. */
  newfare: v.pipe(v.string('newfare is required'), v.trim(), v.regex(/^\d{1,8}(\.\d{1,2})?$/, 'newfare must be an amount like 1234.50')),
  paymentmode: v.picklist(FLIGHT_PAYMENT_MODES, "paymentmode must be 'cashcard', 'creditcard' or 'company'"),
  clientref: v.pipe(v.string('clientref is required'), v.trim(), v.nonEmpty('clientref is required'), v.maxLength(64, 'clientref is too long')),
  remarks: text('remarks', 1000),
  policyreason: text('policyreason', 500),
  /** The approved request (BA…) an out-of-policy new fare needs; '' otherwise. */
  approvalid: text('approvalid', 64),
  successurl: appPath('successurl'),
  failureurl: appPath('failureurl'),
});
export type RescheduleRequest = v.InferOutput<typeof RescheduleRequestSchema>;

export const flightReschedule = defineOperation({
  opid: 'TG-FLIGHTRESCHEDULE',
  actionKey: null,
  action: null,
  request: v.object({ jsondata: RescheduleRequestSchema }),
  response: v.object({
    FlightBookingResponse: FlightBookingResponseSchema,
    /** The quote's amounts as booked ('0.00' when refused). */
    payable: Money,
    refund: Money,
  }),
  roles: 'any',
  mutates: true,
});

/** Asks the approver for an out-of-policy new fare; the approved id then goes in the request's approvalid. */
export const sendRescheduleForApproval = defineOperation({
  opid: 'TG-FLIGHTRESCHEDULEAPPROVAL',
  actionKey: null,
  action: null,
  request: v.object({ jsondata: v.object({ ...RescheduleSelectionSchema.entries, policyreason: text('policyreason', 500) }) }),
  response: v.object({
    ResponseStatus: v.object({ status: StatusSchema, message: v.string(), responsedata: v.object({ approvalid: v.string() }) }),
  }),
  roles: 'any',
  mutates: true,
});

export const flightRescheduleOperations = {
  searchFlightsReschedule,
  flightRescheduleQuote,
  flightReschedule,
  sendRescheduleForApproval,
} as const;
