import * as v from 'valibot';
import { optionalText as text, appPath, optionalGstin } from '../fields';
import { calendarDate } from '../calendar-date';
import { PAX_TYPES } from '../../domain/flight-offer';
import { FLIGHT_GENDERS, FLIGHT_TITLES, flightTravellerProblem } from '../../domain/flight-booking-rules';
import { ValidateSearchRequestSchema } from './policy';
import { customFieldAnswersField } from '../custom-field-answers';

/*
 * The flight booking request, shared by
 * TG-FLIGHTBOOKING, TG-FLIGHTBOOKINGAPPROVAL and ADDTOTRIP (flights-booking.ts). Travellers are
 * checked in the spec's order with the insurance booking's per-traveller wording (docs/product.md#validation-rules).
 */

export const FLIGHT_PAYMENT_MODES = ['cashcard', 'creditcard', 'company'] as const;
export type FlightPaymentMode = (typeof FLIGHT_PAYMENT_MODES)[number];
export const FLIGHT_BOOKING_FAILED = 'Failed to book the flight. Please try again.';
export const FLIGHT_APPROVAL_FAILED = 'Failed to send the booking request for approval. Please try again.';
export const FLIGHT_GONE = 'This flight is no longer available. Please search again.';
export const POLICY_REASON_REQUIRED = 'Please enter the reason for choosing an out-of-policy fare';

const money = (name: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${name} is required`),
    v.transform(String),
    v.trim(),
    v.regex(/^\d{1,8}(\.\d{1,2})?$/, `${name} must be an amount like 1234.50`),
  );
const optionalDate = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be a string`),
      v.trim(),
      v.regex(/^(\d{4}-\d{2}-\d{2})?$/, `${name} must be a date (YYYY-MM-DD)`),
      calendarDate(name),
    ),
    '',
  );
const index = (name: string, max: number) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(0, `${name} must be 0 or more`),
    v.maxValue(max, `${name} is too large`),
  );

/** One traveller, in the search's order: adults, then children, then infants. */
export const FlightTravellerSchema = v.object({
  paxtype: v.picklist(PAX_TYPES, "paxtype must be 'ADT', 'CHD' or 'INF'"),
  title: v.picklist(FLIGHT_TITLES, 'title must be Mr, Mrs, Ms, Mstr or Miss'),
  firstname: v.pipe(
    v.string('firstname is required'),
    v.trim(),
    v.nonEmpty('firstname is required'),
    v.maxLength(60, 'firstname is too long'),
  ),
  lastname: v.pipe(
    v.string('lastname is required'),
    v.trim(),
    v.nonEmpty('lastname is required'),
    v.maxLength(60, 'lastname is too long'),
  ),
  gender: v.pipe(
    v.string('gender is required'),
    v.toLowerCase(),
    v.picklist(FLIGHT_GENDERS, 'gender must be male or female'),
  ),
  /** '' allowed for adults on domestic flights. */
  dob: optionalDate('dob'),
  /** '' for a guest. */
  profileid: text('profileid', 64),
  email: text('email', 120),
  mobile: text('mobile', 20),
  passportnumber: text('passportnumber', 20),
  passportexpiry: optionalDate('passportexpiry'),
  /** '' on domestic flights. */
  nationality: text('nationality', 60),
});
export type FlightTraveller = v.InferOutput<typeof FlightTravellerSchema>;
export type FlightTravellerInput = v.InferInput<typeof FlightTravellerSchema>;

/** A meal, a bag or a seat for one traveller on one segment of one of the selected fares. */
export const ExtraSelectionSchema = v.object({
  /** 0-based into travellers. */
  paxindex: index('paxindex', 17),
  tripnumber: v.picklist([1, 2], 'tripnumber must be 1 or 2'),
  /** 0-based within that trip's segments of that offer. */
  segmentindex: index('segmentindex', 7),
  /** 0-based into `selected`. */
  selectedindex: index('selectedindex', 5),
  ssrtype: v.picklist(['meal', 'baggage', 'seat'], "ssrtype must be 'meal', 'baggage' or 'seat'"),
  /** meal 'V', baggage 'XB5', seat '12A'. */
  code: v.pipe(
    v.string('code is required'),
    v.trim(),
    v.nonEmpty('code is required'),
    v.maxLength(10, 'code is too long'),
  ),
});
export type ExtraSelection = v.InferOutput<typeof ExtraSelectionSchema>;

/** Travellers' shapes; the per-traveller messages of the domestic minimum (the server adds the international ones). */
const travellersField = v.pipe(
  v.array(v.unknown(), 'travellers must be a list'),
  v.minLength(1, 'travellers: at least one traveller'),
  v.maxLength(18, 'travellers: too many travellers'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [i, raw] of dataset.value.entries()) {
      const message = flightTravellerProblem(raw, i + 1, 'domestic');
      if (message) return addIssue({ message });
    }
  }),
  v.array(FlightTravellerSchema),
);

const CONTACT_EMAIL = 'Please enter contact email address';
const CONTACT_MOBILE = 'Please enter contact moible address';

export const FlightBookingRequestSchema = v.object(
  {
    /** Made once per review-page visit: the same clientref is the same booking (no second debit). */
    clientref: v.optional(
      v.pipe(
        v.string('clientref must be a string'),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'clientref must be up to 64 letters, digits, - or _'),
      ),
      '',
    ),
    responseid: ValidateSearchRequestSchema.entries.responseid,
    selected: ValidateSearchRequestSchema.entries.selected,
    /** Fares only, as REPRICE answered. */
    totalfare: money('totalfare'),
    extras: v.optional(
      v.pipe(v.array(ExtraSelectionSchema, 'extras must be a list'), v.maxLength(200, 'extras: too many')),
      [],
    ),
    extrastotal: v.optional(money('extrastotal'), '0'),
    travellers: travellersField,
    contact_email: v.pipe(
      v.optional(v.string(CONTACT_EMAIL), ''),
      v.trim(),
      v.nonEmpty(CONTACT_EMAIL),
      v.maxLength(120, 'contact_email is too long'),
      v.regex(/^\S+@\S+$/, 'contact_email must be an email address'),
    ),
    contact_mobile: v.pipe(
      v.optional(v.union([v.string(CONTACT_MOBILE), v.number()]), ''),
      v.transform((m) => String(m).trim().replace(/^\+/, '')),
      v.nonEmpty(CONTACT_MOBILE),
      v.regex(/^\d{7,15}$/, 'contact_mobile must be 7 to 15 digits'),
    ),
    /** '' = no GST invoice. */
    gstin: optionalGstin(),
    gstcompanyname: text('gstcompanyname', 120),
    gstemail: text('gstemail', 120),
    gstaddress: text('gstaddress', 300),
    purpose: text('purpose', 200),
    reason: text('reason', 200),
    otherreason: text('otherreason', 500),
    /** Required when a selected fare is out of policy: POLICY_REASON_REQUIRED. */
    policyreason: text('policyreason', 500),
    costcenterid: text('costcenterid', 64),
    departmentid: text('departmentid', 64),
    projectid: text('projectid', 64),
    budgetid: text('budgetid', 64),
    billabletype: text('billabletype', 20),
    /** The billable customer (a company master) when billabletype is 'billable'. */
    customerid: text('customerid', 64),
    paymentmode: v.optional(v.picklist(FLIGHT_PAYMENT_MODES, 'paymentmode must be cashcard, creditcard or company'), 'cashcard'),
    /** '' or an approved booking approval (BA…) of the caller for this request. */
    approvalid: text('approvalid', 64),
    promocode: text('promocode', 30),
    /** Answers to the company's flightbooking custom fields (docs/features/custom-fields.md). */
    customfields: customFieldAnswersField,
    successurl: appPath('successurl'),
    failureurl: appPath('failureurl'),
    tripid: text('tripid', 64),
  },
  'jsondata must be a flight booking request object',
);
export type FlightBookingRequest = v.InferOutput<typeof FlightBookingRequestSchema>;
export type FlightBookingRequestInput = v.InferInput<typeof FlightBookingRequestSchema>;
