import * as v from 'valibot';
import { optionalText as text, appPath } from '../fields';
import { calendarDate, isCalendarDate } from '../calendar-date';
import { INSURANCE_MAX_PAX } from '../../domain/insurance-premium';
import { customFieldAnswersField } from '../custom-field-answers';

/*
 * The insurance booking request (docs/product.md#records "Insurance booking request"), shared by booking, addtotrip
 * and sendforapproval. Travellers are checked in the spec's order (docs/product.md#validation-rules "Insurance booking") with its
 * exact messages; the spec's many optional corporate/GST/promo fields pass through untouched.
 */

export const INSURANCE_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export const INSURANCE_GENDERS = ['male', 'female'] as const;
/** 'company': billed to the company account, when the company offers it (docs/product.md#payment-mode). */
export const INSURANCE_PAYMENT_MODES = ['cashcard', 'creditcard', 'company'] as const;
export type InsurancePaymentMode = (typeof INSURANCE_PAYMENT_MODES)[number];

const money = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.regex(/^\d{1,8}(\.\d{1,2})?$/, `${name} must be an amount like 1234.50`),
  );
const idLike = (name: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${name} is required`),
    v.transform(String),
    v.trim(),
    v.nonEmpty(`${name} is required`),
  );
const isoDate = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`), calendarDate(name));
/** '0' → 0, 34 → 34; anything else NaN (refused by the traveller check). */
const toAge = (age: unknown) =>
  typeof age === 'number' ? age : typeof age === 'string' && /^\d{1,3}$/.test(age.trim()) ? Number(age) : Number.NaN;
/** App paths only (no other origin, no protocol-relative '//'): where the gateway sends the user back. */

export const InsuranceTravellerSchema = v.object({
  title: v.picklist(INSURANCE_TITLES),
  firstname: v.pipe(v.string(), v.trim(), v.maxLength(60, 'firstname is too long')),
  lastname: v.pipe(v.string(), v.trim(), v.maxLength(60, 'lastname is too long')),
  gender: v.pipe(v.string(), v.toLowerCase(), v.picklist(INSURANCE_GENDERS)),
  age: v.pipe(v.unknown(), v.transform(toAge), v.number(), v.integer(), v.minValue(1), v.maxValue(130)),
  dob: isoDate('dob'),
  paxtype: v.optional(v.string(), 'Adult'),
  mobile: text('mobile', 20),
  email: text('email', 120),
  profileid: text('profileid', 64),
  paxid: text('paxid', 64),
  paxemail: text('paxemail', 120),
  paxmobile: text('paxmobile', 20),
});
export type InsuranceTraveller = v.InferOutput<typeof InsuranceTravellerSchema>;

const filled = (s: unknown) => typeof s === 'string' && s.trim() !== '';

/** The first of the per-traveller messages of docs/product.md#validation-rules that applies, in the spec's order; null when fine. */
export function travellerProblem(raw: unknown, n: number): string | null {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!(INSURANCE_TITLES as readonly unknown[]).includes(p.title)) return `Please select traveller ${n} title`;
  if (!filled(p.firstname)) return `Please enter traveller ${n} first name`;
  if (!filled(p.lastname)) return `Please enter traveller ${n} last name`;
  const age = toAge(p.age);
  if (!Number.isInteger(age) || age <= 0) return `Please enter traveller ${n} age`;
  if (typeof p.gender !== 'string' || !(INSURANCE_GENDERS as readonly string[]).includes(p.gender.toLowerCase()))
    return `Please select traveller ${n} gender`;
  if (typeof p.dob !== 'string' || !isCalendarDate(p.dob))
    return `Please select traveller ${n} date of birth`;
  return null;
}

/** A lone traveller object or a list (docs/product.md#records "passengers (object or list)"), always a list after parsing. */
const passengersField = v.pipe(
  v.union([v.array(v.unknown()), v.looseObject({})], 'passengers must be a traveller or a list of travellers'),
  v.transform((p): unknown[] => (Array.isArray(p) ? p : [p])),
  v.check(
    (list) => list.length >= 1 && list.length <= INSURANCE_MAX_PAX,
    `passengers: 1 to ${INSURANCE_MAX_PAX} travellers`,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [i, raw] of dataset.value.entries()) {
      const message = travellerProblem(raw, i + 1);
      if (message) return addIssue({ message });
    }
  }),
  v.array(InsuranceTravellerSchema),
);

/**
 * The price result the review page showed (getinsurancetax's insurancerecommendation). The server
 * re-prices from these fields and the travellers' birth dates; totalnet is what the user agreed to.
 */
export const InsuranceRecommendationSchema = v.looseObject({
  totalnet: money('insurancerecommendation.totalnet'),
  plancode: v.pipe(
    v.string('insurancerecommendation.plancode is required'),
    v.trim(),
    v.nonEmpty('insurancerecommendation.plancode is required'),
  ),
  recordid: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
  categoryid: idLike('insurancerecommendation.categoryid'),
  categorycode: v.pipe(
    v.string('insurancerecommendation.categorycode is required'),
    v.trim(),
    v.nonEmpty('insurancerecommendation.categorycode is required'),
  ),
  startdate: isoDate('insurancerecommendation.startdate'),
  enddate: isoDate('insurancerecommendation.enddate'),
  daylimit: v.optional(v.union([v.string(), v.number()]), ''),
});

const CONTACT_EMAIL = 'Please enter contact email address';
const CONTACT_MOBILE = 'Please enter contact moible address';

export const InsuranceBookingRequestSchema = v.looseObject(
  {
    corporateid: text('corporateid', 64),
    profileid: text('profileid', 64),
    passengers: passengersField,
    insurancerecommendation: InsuranceRecommendationSchema,
    domint: v.optional(
      v.picklist(['domestic', 'international'], 'domint must be domestic or international'),
      'domestic',
    ),
    tripid: text('tripid', 64),
    paymentmode: v.optional(
      v.picklist(INSURANCE_PAYMENT_MODES, 'paymentmode must be cashcard, creditcard or company'),
      'cashcard',
    ),
    contact_email: v.pipe(
      v.optional(v.string(CONTACT_EMAIL), ''),
      v.trim(),
      v.nonEmpty(CONTACT_EMAIL),
      v.maxLength(120, 'contact_email is too long'),
      v.regex(/^\S+$/, 'contact_email must not contain spaces'),
    ),
    contact_mobile: v.pipe(
      v.optional(v.union([v.string(CONTACT_MOBILE), v.number()]), ''),
      v.transform((m) => String(m).trim().replace(/^\+/, '')),
      v.nonEmpty(CONTACT_MOBILE),
      v.regex(/^\d{7,15}$/, 'contact_mobile must be 7 to 15 digits'),
    ),
    /** Made once per review-page visit: the same clientref is the same booking (no second debit or policy). */
    clientref: v.optional(
      v.pipe(
        v.string('clientref must be a string'),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'clientref must be up to 64 letters, digits, - or _'),
      ),
      '',
    ),
    /** '' or an approved booking approval (BA…) of the caller. */
    approvalid: text('approvalid', 64),
    successurl: appPath('successurl'),
    failureurl: appPath('failureurl'),
    /** The trip details (src/domain/required-trip-details.ts): ids from the purposes, reasons and projects masters. */
    purpose: text('purpose', 200),
    reason: text('reason', 200),
    costcenterid: text('costcenterid', 64),
    departmentid: text('departmentid', 64),
    projectid: text('projectid', 64),
    billabletype: text('billabletype', 20),
    /** The billable customer (getbillablecustomers) of a billable booking; '' when none. */
    customerid: text('customerid', 64),
    travelreason: text('travelreason', 200),
    /** Answers to the company's insurance booking custom fields (docs/features/custom-fields.md). */
    customfields: customFieldAnswersField,
  },
  'jsondata must be an insurance booking request object',
);
export type InsuranceBookingRequest = v.InferOutput<typeof InsuranceBookingRequestSchema>;
export type InsuranceBookingRequestInput = v.InferInput<typeof InsuranceBookingRequestSchema>;
