import type { ProfileMaster } from '../../../contract/login';
import type { InsurancePriceResult } from '../../../contract/insurance/operations';
import type { InsurancePaymentMode } from '../../../contract/insurance/booking-request';
import type { InsuranceBookingDraft } from '../../../machines/insurance/insurance.logic';
import type { InsuranceReviewForm } from './review-form';

/** The trip details as the request carries them: the chosen project brings its cost centre and department. */
export interface BookingTripDetails {
  purpose: string;
  reason: string;
  projectid: string;
  costcenterid: string;
  departmentid: string;
  /** 'billable' (with its customerid) or 'nonbillable'. */
  billabletype: string;
  customerid: string;
}

/** Where a card payment comes back to: the server turns this into `/insurance/eticket/{txid}`. */
export const INSURANCE_SUCCESS_PATH = '/insurance/eticket';

export interface BookingDraftFacts {
  profile: ProfileMaster;
  price: InsurancePriceResult;
  form: InsuranceReviewForm;
  tripDetails: BookingTripDetails;
  paymentmode: InsurancePaymentMode;
  /** The active trip session's trip, or ''. */
  tripid: string;
  approvalid: string;
  clientref: string;
  /** This page's path and query: where a failed card payment returns (with `payment=failed`). */
  failureurl: string;
  /** The page's `ins` query: an approval request keeps it to make the requester's resume link. */
  insquery: string;
}

/**
 * docs/product.md#records Insurance booking request, as booking, addtotrip and sendforapproval all take it:
 * corporate details from the profile and the price's policy verdict, the price result itself as
 * insurancerecommendation, a b2e corporate (not personal) booking, and the form's travellers.
 */
export function buildBookingDraft(facts: BookingDraftFacts): InsuranceBookingDraft {
  const { profile, price, form } = facts;
  const contactEmail = form.contact.email.trim();
  const contactMobile = form.contact.mobile.trim();
  const passengers = form.travellers.map((pax, index) => {
    // Traveller 1 is the logged-in user unless they book for someone else.
    const isSelf = index === 0 && !form.forSomeoneElse;
    return {
      title: pax.title,
      firstname: pax.firstname.trim(),
      lastname: pax.lastname.trim(),
      gender: pax.gender,
      age: Number(pax.age),
      dob: pax.dob,
      paxtype: 'Adult',
      mobile: index === 0 ? contactMobile : '',
      email: index === 0 ? contactEmail : '',
      profileid: isSelf ? profile.profileid : '',
      paxid: String(pax.paxnumber),
      paxemail: index === 0 ? contactEmail : '',
      paxmobile: index === 0 ? contactMobile : '',
      inpolicy: price.inpolicy,
      policyid: price.policyid,
      status: 'active',
    };
  });
  return {
    corporateid: profile.corporateid,
    profileid: profile.profileid,
    policyid: price.policyid,
    inpolicy: price.inpolicy,
    policyviolationreason: price.policyviolationreason,
    approvalrequired: price.approvalrequired,
    approvalid: facts.approvalid,
    budgetid: '',
    ...facts.tripDetails,
    bookingfor: 'official',
    passengers,
    insurancerecommendation: price,
    bookingtype: 'b2e',
    iscorporate: true,
    ispersonal: false,
    domint: price.insurancetype,
    tripid: facts.tripid,
    paymentmode: facts.paymentmode,
    paymentgateway: facts.paymentmode === 'creditcard' ? 'sandbox' : '',
    contact_email: contactEmail,
    contact_mobile: contactMobile,
    clientref: facts.clientref,
    successurl: INSURANCE_SUCCESS_PATH,
    failureurl: facts.failureurl,
    insquery: facts.insquery,
  };
}
