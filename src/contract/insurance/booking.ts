import * as v from 'valibot';
import { ApiStatusSchema, ResponseStatusSchema, StatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { InsuranceBookingRequestSchema } from './booking-request';

/*
 * Insurance booking, e-ticket, PDF, add to trip and cancellation (issue 5, area insurance-booking;
 * docs/operations.md). Money: decimal strings, 2 places, INR.
 */

const insurance = (action: string, mutates: boolean) =>
  ({ opid: 'TG-INSURANCE', actionKey: 'actioncode', action, roles: 'any', mutates }) as const;
const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));
const txidField = v.pipe(
  v.string('txid is required'),
  v.trim(),
  v.nonEmpty('txid is required'),
  v.maxLength(64, 'txid is too long'),
);

/**
 * Books the policy. The server re-prices; a different totalnet answers NOK naming the new price.
 * Wallet ('cashcard'): debit and policy in one transaction. Card ('creditcard'): the booking waits
 * ('paymentpending') and `paymenturl` is the gateway page; capture confirms it. Company account
 * ('company', when the company offers it): the policy is issued at once, no money moves. Same clientref or
 * Idempotency-Key → the same booking. On failure `tgbookingref` is '' and `message` says why.
 */
export const insuranceBooking = defineOperation({
  ...insurance('booking', true),
  request: v.object({
    jsondata: v.pipe(
      InsuranceBookingRequestSchema,
      v.check((r) => r.clientref !== '', 'clientref is required'),
    ),
  }),
  response: v.object({
    FlightBookingResponse: v.object({
      status: StatusSchema,
      tgbookingref: v.string(),
      txid: v.string(),
      message: v.string(),
      paymenturl: v.string(),
    }),
  }),
});

/**
 * The insurance booking request (docs/product.md#records, shared with booking and addtotrip) plus the review page's
 * `insquery`, from which the requester's resume link is made. Kept whole once sent.
 */
export const InsuranceApprovalRequestSchema = v.looseObject(
  {
    ...InsuranceBookingRequestSchema.entries,
    insquery: v.pipe(v.string('jsondata.insquery is required'), v.trim(), v.minLength(1, 'jsondata.insquery is required'), v.maxLength(2000, 'jsondata.insquery is too long')),
  },
  'jsondata must be an insurance booking request object',
);
export type InsuranceApprovalRequest = v.InferOutput<typeof InsuranceApprovalRequestSchema>;

/**
 * Spec: 'Send for Approval' on the insurance review page. Makes a booking approval (service
 * 'insurance', src/contract/booking-approvals/operations.ts) and answers its id.
 */
export const sendInsuranceForApproval = defineOperation({
  ...insurance('sendforapproval', true),
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
    jsondata: InsuranceApprovalRequestSchema,
  }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, responsedata: v.object({ approvalid: v.string() }) }),
});

export const InsuranceRefundSchema = v.object({
  paxsno: v.number(),
  amount: Money,
  remarks: v.string(),
  refundedon: v.string(),
  /** wallet: back to the wallet it was paid from; card: a refund to the card that paid. */
  mode: v.picklist(['wallet', 'card']),
});

/** docs/product.md#records InsuranceInvoice, its train-style names mapped to the policy (docs/features/insurance.md "The e-ticket record"). */
export const InsuranceRecordSchema = v.object({
  bookingstatus: v.picklist(['paymentpending', 'expired', 'confirmed', 'cancelled']),
  tripid: v.string(),
  /** plan name */
  trainname: v.string(),
  /** policy number ('' until issued) */
  trainnumber: v.string(),
  /** category description / code */
  fromstnname: v.string(),
  fromstncode: v.string(),
  tostnname: v.string(),
  tostncode: v.string(),
  /** cover start / end date (YYYY-MM-DD); jdate = start date */
  deptime: v.string(),
  arrtime: v.string(),
  jdate: v.string(),
  /** booking reference */
  pnr: v.string(),
  paxmobile: v.string(),
  paxemail: v.string(),
  /** plan code */
  trainclass: v.string(),
  quota: v.picklist(['domestic', 'international']),
  /** days covered */
  numseatsavail: v.string(),
  base_currency: v.string(),
  /** premium before GST, GST, total */
  totalbasefare: Money,
  handlingcharges: Money,
  totalinvoice: Money,
  original_eticket_url: v.string(),
  txid: v.string(),
  tgbookingref: v.string(),
  /** 'company': issued with a booked trip and billed with it. */
  paymentmode: v.picklist(['cashcard', 'creditcard', 'company']),
  /** ISO timestamp */
  bookedon: v.string(),
  refunds: v.array(InsuranceRefundSchema),
});

export const InsurancePassengerSchema = v.object({
  paxsno: v.number(),
  title: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  gender: v.string(),
  age: v.number(),
  dob: v.string(),
  idcardtype: v.string(),
  idcardnumber: v.string(),
  seatnumber: v.string(),
  mealpref: v.string(),
  /** this traveller's premium before GST, and its GST */
  premium: Money,
  gst: Money,
  status: v.picklist(['confirmed', 'cancelled']),
});

export const InsuranceInvoiceSchema = v.object({
  insurancerecord: InsuranceRecordSchema,
  passengers: v.array(InsurancePassengerSchema),
});
export type InsuranceInvoice = v.InferOutput<typeof InsuranceInvoiceSchema>;

/** The caller's own booking (or, for travel staff, their company's); '' for anything else: no leak. */
export const insuranceTicket = defineOperation({
  ...insurance('ticket', false),
  request: v.object({ txid: txidField }),
  response: v.object({ InsuranceInvoice: v.union([InsuranceInvoiceSchema, v.literal('')]) }),
});

/** The e-ticket as a PDF; NOK 'No Ticket found for the Transaction No: {id}' where ticket answers ''. */
export const insuranceTicketPdf = defineOperation({
  ...insurance('ticketpdf', false),
  request: v.object({ txid: txidField }),
  response: v.object({ ApiStatus: ApiStatusSchema, filename: v.string(), pdfbase64: v.string() }),
});

/** Puts the chosen plan on a trip (item type 'insurance', amount = the server's price), to book later. */
export const insuranceAddToTrip = defineOperation({
  ...insurance('addtotrip', true),
  request: v.object({
    jsondata: v.pipe(
      InsuranceBookingRequestSchema,
      v.check((r) => r.tripid !== '', 'tripid is required'),
    ),
    totalnet: v.optional(
      v.pipe(
        v.string('totalnet must be a decimal string'),
        v.trim(),
        v.regex(/^\d{1,8}(\.\d{1,2})?$/, 'totalnet must be an amount like 1234.50'),
      ),
    ),
    product: v.optional(v.literal('insurance', "product must be 'insurance'"), 'insurance'),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, itemid: v.optional(v.string()) }),
});

/** trainpax: comma-joined traveller numbers ('1,3'), or a list; empty answers NOK 'Please select traveller to cancel'. */
export const InsuranceCancelRequestSchema = v.object({
  corporateid: v.optional(v.string('corporateid must be a string'), ''),
  profileid: v.optional(v.string('profileid must be a string'), ''),
  remarks: v.optional(
    v.pipe(v.string('remarks must be a string'), v.trim(), v.maxLength(1000, 'remarks is too long')),
    '',
  ),
  reftxid: txidField,
  trainpax: v.pipe(
    v.optional(
      v.union(
        [v.string(), v.number(), v.array(v.union([v.string(), v.number()]))],
        'trainpax must be traveller numbers like 1,3',
      ),
      '',
    ),
    v.transform((t) =>
      (Array.isArray(t) ? t.map(String) : String(t).split(',')).map((s) => s.trim()).filter((s) => s !== ''),
    ),
    v.check((list) => list.every((s) => /^\d{1,2}$/.test(s)), 'trainpax must be traveller numbers like 1,3'),
    v.transform((list) => [...new Set(list.map(Number))]),
  ),
});

export const insuranceCancellationRequest = defineOperation({
  opid: 'TG-INSURANCECANCELLATIONREQUEST',
  actionKey: null,
  action: null,
  roles: 'any',
  mutates: true,
  request: v.object({ jsondata: InsuranceCancelRequestSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, refundamount: v.optional(Money) }),
});

export const insuranceBookingOperations = {
  insuranceBooking,
  sendInsuranceForApproval,
  insuranceTicket,
  insuranceTicketPdf,
  insuranceAddToTrip,
  insuranceCancellationRequest,
};
