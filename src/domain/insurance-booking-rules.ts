/**
 * The insurance review page's rules (docs/product.md#insurance-review-and-booking Insurance review page, docs/product.md#validation-rules Insurance booking, docs/product.md#error-messages):
 * which action the page offers, what must be filled in before sending, and which fields the
 * traveller may change. Pure, so the component tests and the server can lean on one copy.
 */

import { INSURANCE_GENDERS, INSURANCE_TITLES } from '../contract/insurance/booking-request';

/** docs/product.md#validation-rules: title options and gender values, as sent (the booking contract's lists). */
export { INSURANCE_GENDERS, INSURANCE_TITLES };

/** docs/product.md#validation-rules, verbatim ('moible' is the spec's spelling). */
export const travellerMessages = (n: number) => ({
  title: `Please select traveller ${n} title`,
  firstname: `Please enter traveller ${n} first name`,
  lastname: `Please enter traveller ${n} last name`,
  age: `Please enter traveller ${n} age`,
  gender: `Please select traveller ${n} gender`,
});
export const CONTACT_EMAIL_MESSAGE = 'Please enter contact email address';
export const CONTACT_MOBILE_MESSAGE = 'Please enter contact moible address';

/** Ours: the sandbox gateway sends the user back with `payment=failed`. */
export const INSURANCE_PAYMENT_FAILED = 'Payment failed. You have not been charged. Please try again.';

export interface InsuranceTravellerForm {
  paxnumber: number;
  title: string;
  firstname: string;
  lastname: string;
  gender: string;
  /** Read-only, from the query: whole years at the start date. */
  age: number | string;
  dob: string;
}

export interface InsuranceContactForm {
  email: string;
  mobile: string;
}

const isOneOf = (options: readonly string[], value: string) => options.includes(value);

/**
 * The first broken rule's message in the spec's order (every field of traveller 1, then of
 * traveller 2, …, then the contact), or null when the booking may be sent.
 */
export function firstInsuranceBookingError(
  travellers: readonly InsuranceTravellerForm[],
  contact: InsuranceContactForm,
): string | null {
  for (const [index, pax] of travellers.entries()) {
    const m = travellerMessages(index + 1);
    if (!isOneOf(INSURANCE_TITLES, pax.title)) return m.title;
    if (!pax.firstname.trim()) return m.firstname;
    if (!pax.lastname.trim()) return m.lastname;
    const age = String(pax.age).trim();
    if (!age || Number(age) === 0 || Number.isNaN(Number(age))) return m.age;
    if (!isOneOf(INSURANCE_GENDERS, pax.gender)) return m.gender;
  }
  if (!contact.email.trim()) return CONTACT_EMAIL_MESSAGE;
  if (!contact.mobile.trim()) return CONTACT_MOBILE_MESSAGE;
  return null;
}

/** Contact mobile is numeric (docs/product.md#validation-rules): whatever else is typed is dropped. */
export function numericMobile(input: string): string {
  return input.replace(/\D/g, '');
}

export type InsuranceReviewAction = 'addToTrip' | 'sendForApproval' | 'proceedToPayment';

/**
 * docs/product.md#screens-and-routes: exactly one of the three. A trip being built wins (the trip's own approval covers it);
 * else a price that needs approval, unless the user came back with an approval id; else payment.
 */
export function insuranceReviewAction(facts: {
  tripSessionActive: boolean;
  approvalrequired: boolean;
  approvalid: string;
}): InsuranceReviewAction {
  if (facts.tripSessionActive) return 'addToTrip';
  if (facts.approvalrequired && !facts.approvalid.trim()) return 'sendForApproval';
  return 'proceedToPayment';
}

/**
 * docs/product.md#validation-rules: name, email and mobile are disabled when the company's booking config says names are
 * not editable and the booking is not for someone else (they then come from the profile as is).
 */
export function identityFieldsLocked(facts: { nameseditable: boolean; forSomeoneElse: boolean }): boolean {
  return !facts.nameseditable && !facts.forSomeoneElse;
}

/** The profile's gender ('Male', 'F', …) as the page's values, '' when unknown. */
export function insuranceGender(profileGender: string): string {
  const g = profileGender.trim().toLowerCase();
  if (g === 'male' || g === 'm') return 'male';
  if (g === 'female' || g === 'f') return 'female';
  return '';
}

/** The profile's title if it is one the page offers, else '' (the user must choose). */
export function insuranceTitle(profileTitle: string): string {
  const t = profileTitle.trim().replace(/\.$/, '').toLowerCase();
  return INSURANCE_TITLES.find((option) => option.toLowerCase() === t) ?? '';
}
