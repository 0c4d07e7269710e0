import { POLICY_REASON_REQUIRED } from '../../../contract/flights/booking';
import { flightTravellerProblem, paxAgeProblem, type FlightDomInt } from '../../../domain/flight-booking-rules';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../../../domain/gstin';
import { CONTACT_EMAIL_MESSAGE, CONTACT_MOBILE_MESSAGE } from '../../../domain/insurance-booking-rules';
import type { FlightBookForm } from './booking-form';

/** Our words for the GST and trip fields, checked after the spec's traveller and contact messages. */
export const GST_REQUIRED = 'Please enter the GST number';
export const GST_COMPANY_REQUIRED = 'Please enter the GST company name';
export const OTHER_REASON_REQUIRED = 'Please enter the other reason';
export const PAYMENT_FAILED = 'Payment failed. You have not been charged. Please try again.';

export interface BookingCheckFacts {
  domint: FlightDomInt;
  /** REPRICE: out of policy, so the booking needs a reason. */
  reasonrequired: boolean;
  /** The first departure's day: ages are judged on it. */
  travelDay: string;
  /** The chosen reason asks for the other-reason text. */
  otherReasonNeeded: boolean;
}

/**
 * The first thing the form lacks, in order: each traveller (the shared flightTravellerProblem, then
 * the age for the traveller type), the contact (docs/product.md#validation-rules texts), GST when claimed, the out-of-policy
 * reason, the other reason. null when the form can be sent.
 */
export function firstBookingProblem(form: FlightBookForm, facts: BookingCheckFacts): string | null {
  for (const [i, t] of form.travellers.entries()) {
    const problem =
      flightTravellerProblem(t, i + 1, facts.domint) ?? paxAgeProblem(t.paxtype, t.dob.trim(), facts.travelDay, i + 1);
    if (problem) return problem;
  }
  if (!form.contact.email.trim()) return CONTACT_EMAIL_MESSAGE;
  if (!form.contact.mobile.trim()) return CONTACT_MOBILE_MESSAGE;
  if (form.gst.claim) {
    const gstin = normaliseGstin(form.gst.gstin);
    if (!gstin) return GST_REQUIRED;
    const problem = gstinProblem(gstin);
    if (problem) return GSTIN_MESSAGES[problem];
    if (!form.gst.companyname.trim()) return GST_COMPANY_REQUIRED;
  }
  if (facts.reasonrequired && !form.trip.policyreason.trim()) return POLICY_REASON_REQUIRED;
  if (facts.otherReasonNeeded && !form.trip.otherreason.trim()) return OTHER_REASON_REQUIRED;
  return null;
}
