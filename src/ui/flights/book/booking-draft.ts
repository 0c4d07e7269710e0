import type { ProfileMaster } from '../../../contract/login';
import type { ExtraSelection, FlightPaymentMode, FlightTravellerInput } from '../../../contract/flights/booking';
import type { SelectedFare } from '../../../contract/flights/policy';
import type { Project } from './book-masters';
import { normaliseGstin } from '../../../domain/gstin';
import { minorUnitsToDecimal } from '../../../domain/money';
import { BILLABLE } from '../../../domain/required-trip-details';
import type { FlightBookingDraft, FlightReprice } from '../../../machines/flights/flight-booking.logic';
import type { FlightBookForm } from './booking-form';
import { FLIGHT_SUCCESS_PATH } from './book-query';

export interface FlightDraftFacts {
  profile: ProfileMaster;
  responseid: string;
  selected: SelectedFare[];
  price: FlightReprice;
  form: FlightBookForm;
  extras: ExtraSelection[];
  extrasPaise: bigint;
  /** An applied promo code ('' for none). */
  promocode: string;
  paymentmode: FlightPaymentMode;
  /** The trip to add to ('' unless adding to a trip). */
  tripid: string;
  approvalid: string;
  clientref: string;
  /** The chosen project: its cost centre and department go with it. */
  project: Project | undefined;
  /** This page's path and query: where a failed card payment returns (with `payment=failed`). */
  failureurl: string;
}

/**
 * The FlightBookingRequest TG-FLIGHTBOOKING, TG-FLIGHTBOOKINGAPPROVAL and ADDTOTRIP take. profileid
 * is always the caller's (the dispatcher refuses anyone else's); traveller 1 picked from a
 * colleague's profile makes it a booking for them: their profileid rides on the traveller and the
 * travel staff member booking goes as tcprofileid (the server checks they may).
 */
export function buildFlightBooking(facts: FlightDraftFacts): FlightBookingDraft {
  const { profile, form, price } = facts;
  const firstProfile = form.travellers[0]?.profileid ?? '';
  const forColleague = firstProfile !== '' && firstProfile !== profile.profileid;
  const gst = form.gst.claim;
  const international = price.domint === 'international';
  return {
    profileid: profile.profileid,
    tcprofileid: forColleague ? profile.profileid : '',
    jsondata: {
      clientref: facts.clientref,
      responseid: facts.responseid,
      selected: facts.selected,
      totalfare: price.totalfare,
      extras: facts.extras,
      extrastotal: minorUnitsToDecimal(facts.extrasPaise),
      travellers: form.travellers.map((t) => ({
        paxtype: t.paxtype,
        title: t.title as FlightTravellerInput['title'],
        firstname: t.firstname.trim(),
        lastname: t.lastname.trim(),
        gender: t.gender,
        dob: t.dob.trim(),
        profileid: t.profileid,
        email: t.email.trim(),
        mobile: t.mobile.trim(),
        passportnumber: international ? t.passportnumber.trim() : '',
        passportexpiry: international ? t.passportexpiry.trim() : '',
        nationality: international ? t.nationality.trim() : '',
      })),
      contact_email: form.contact.email.trim(),
      contact_mobile: form.contact.mobile.trim(),
      gstin: gst ? normaliseGstin(form.gst.gstin) : '',
      gstcompanyname: gst ? form.gst.companyname.trim() : '',
      gstemail: gst ? form.gst.email.trim() : '',
      gstaddress: gst ? form.gst.address.trim() : '',
      purpose: form.trip.purpose,
      reason: form.trip.reason,
      otherreason: form.trip.otherreason.trim(),
      policyreason: price.reasonrequired ? form.trip.policyreason.trim() : '',
      costcenterid: facts.project?.costcenterid ?? '',
      departmentid: facts.project?.departmentid ?? '',
      projectid: facts.project?.projectid ?? '',
      budgetid: '',
      billabletype: form.trip.billabletype,
      customerid: form.trip.billabletype === BILLABLE ? form.trip.customerid : '',
      paymentmode: facts.paymentmode,
      approvalid: facts.approvalid,
      promocode: facts.promocode,
      successurl: FLIGHT_SUCCESS_PATH,
      failureurl: facts.failureurl,
      tripid: facts.tripid,
    },
  };
}
