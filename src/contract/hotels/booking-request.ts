import * as v from 'valibot';
import { customFieldAnswersField } from '../custom-field-answers';
import { isValidGstin, normaliseGstin } from '../../domain/gstin';

/*
 * What `bookhotel` takes (docs/features/hotels.md "Bookings"): the rate key as the recheck answered
 * it, who stays, the company's GST details for the tax invoice, the custom-field answers of the
 * hotel booking form, how it is paid and the client reference that makes a retry find the same
 * booking. The server rechecks the key itself; the price the page showed is never trusted.
 */

export const HOTEL_PAYMENT_MODES = ['cashcard', 'creditcard', 'company'] as const;
export type HotelPaymentMode = (typeof HOTEL_PAYMENT_MODES)[number];

/** At most this many guests on one booking (six rooms of up to six guests). */
export const HOTEL_MAX_GUESTS = 36;

const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} is too long`));
const required = (field: string, max: number) => v.pipe(text(field, max), v.nonEmpty(`${field} is required`));

/**
 * One guest. With `profileid` (a colleague of the booker's company) the name is the profile's own;
 * without, the names given are used (a guest who is not an employee).
 */
export const HotelGuestSchema = v.object({
  profileid: v.optional(text('guests[].profileid', 64), ''),
  title: v.optional(text('guests[].title', 10), ''),
  firstname: v.optional(text('guests[].firstname', 60), ''),
  lastname: v.optional(text('guests[].lastname', 60), ''),
});
export type HotelGuest = v.InferOutput<typeof HotelGuestSchema>;

/** The company's GST registration printed on the invoice; all '' when the booking gives none. */
export const HotelGstDetailsSchema = v.object({
  gstin: v.optional(
    v.pipe(
      text('gstdetails.gstin', 15),
      v.transform(normaliseGstin),
      v.check((g) => g === '' || isValidGstin(g), 'gstdetails.gstin is not a valid GSTIN'),
    ),
    '',
  ),
  companyname: v.optional(text('gstdetails.companyname', 120), ''),
  address: v.optional(text('gstdetails.address', 300), ''),
});
export type HotelGstDetails = v.InferOutput<typeof HotelGstDetailsSchema>;

export const BookHotelRequestSchema = v.pipe(
  v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
    ratekey: required('ratekey', 300),
    guests: v.pipe(
      v.array(HotelGuestSchema, 'guests must be a list'),
      v.minLength(1, 'guests: at least the lead guest is required'),
      v.maxLength(HOTEL_MAX_GUESTS, `guests: at most ${HOTEL_MAX_GUESTS}`),
    ),
    gstdetails: v.optional(HotelGstDetailsSchema, { gstin: '', companyname: '', address: '' }),
    customfields: customFieldAnswersField,
    paymentmode: v.picklist(HOTEL_PAYMENT_MODES, 'paymentmode must be cashcard, creditcard or company'),
    clientref: required('clientref', 64),
    tripid: v.optional(text('tripid', 40), ''),
    /** The search the rate was chosen in: a request for approval resumes the book page with it. */
    searchid: v.optional(text('searchid', 64), ''),
    /** An approved booking approval of this rate (a stay out of policy whose policy asks for approval). */
    approvalid: v.optional(text('approvalid', 40), ''),
    /** Why a stay out of policy is booked; required when the rate is out of policy. */
    policyreason: v.optional(text('policyreason', 300), ''),
    /** App paths the card gateway returns to; '' picks the voucher page and the hotels page. */
    successurl: v.optional(text('successurl', 2000), ''),
    failureurl: v.optional(text('failureurl', 2000), ''),
  }),
  v.check(
    (r) => r.gstdetails.gstin === '' || r.gstdetails.companyname !== '',
    'gstdetails.companyname is required with a GSTIN',
  ),
);
export type BookHotelRequest = v.InferOutput<typeof BookHotelRequestSchema>;
