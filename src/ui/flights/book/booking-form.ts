import type { ProfileMaster } from '../../../contract/login';
import type { FlightReprice } from '../../../machines/flights/flight-booking.logic';
import type { PersonalTraveller } from '../../../contract/flights/masters';
import type { FlightBookingRequest } from '../../../contract/flights/booking';
import { FLIGHT_TITLES } from '../../../domain/flight-booking-rules';
import type { PaxType } from '../../../domain/flight-offer';
import { insuranceGender, numericMobile } from '../../../domain/insurance-booking-rules';
import { BILLABLE } from '../../../domain/required-trip-details';

/** What the book page's form holds: one entry per traveller REPRICE counts, contact, GST, trip details. */
export interface TravellerForm {
  paxtype: PaxType;
  title: string;
  firstname: string;
  lastname: string;
  gender: string;
  dob: string;
  /** The profile the traveller was picked from; '' for a guest typed in. */
  profileid: string;
  email: string;
  mobile: string;
  passportnumber: string;
  passportexpiry: string;
  nationality: string;
}
export type TravellerField = Exclude<keyof TravellerForm, 'paxtype' | 'profileid'>;

export interface GstForm {
  claim: boolean;
  gstin: string;
  companyname: string;
  email: string;
  address: string;
}

export interface TripDetailsForm {
  purpose: string;
  reason: string;
  otherreason: string;
  projectid: string;
  policyreason: string;
  /** 'billable' (with customerid) or '' (the wire's 'nonbillalble' reads as ''). */
  billabletype: string;
  customerid: string;
}

export interface FlightBookForm {
  travellers: TravellerForm[];
  contact: { email: string; mobile: string };
  gst: GstForm;
  trip: TripDetailsForm;
}

export const PAX_NAMES: Record<PaxType, string> = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' };

const blankTraveller = (paxtype: PaxType): TravellerForm => ({
  paxtype,
  title: '',
  firstname: '',
  lastname: '',
  gender: '',
  dob: '',
  profileid: '',
  email: '',
  mobile: '',
  passportnumber: '',
  passportexpiry: '',
  nationality: '',
});

/** A title the form offers, from whatever the profile holds ('MR.', 'mrs'); '' otherwise. */
export function flightTitle(title: string): string {
  const t = title.trim().replace(/\.$/, '').toLowerCase();
  return FLIGHT_TITLES.find((option) => option.toLowerCase() === t) ?? '';
}

/** Traveller 1 as the logged-in profile: the names as on the passport (docs/product.md#validation-rules), the profile's contact. */
export function profileTraveller(profile: ProfileMaster): TravellerForm {
  return {
    ...blankTraveller('ADT'),
    title: flightTitle(profile.passport_title),
    firstname: profile.passport_first_name || profile.first_name,
    lastname: profile.passport_last_name,
    gender: insuranceGender(profile.gender),
    dob: profile.birthdate,
    profileid: profile.profileid,
    email: profile.email,
    mobile: numericMobile(profile.mobile),
  };
}

/** A traveller picked from TG-GETPERSONALTRAVELLERS, in the slot of the given type. */
export function pickedTraveller(paxtype: PaxType, picked: PersonalTraveller): TravellerForm {
  return {
    paxtype,
    title: flightTitle(picked.title),
    firstname: picked.firstname,
    lastname: picked.lastname,
    gender: insuranceGender(picked.gender),
    dob: picked.dob,
    profileid: picked.profileid,
    email: picked.email,
    mobile: numericMobile(picked.mobile),
    passportnumber: picked.passportnumber,
    passportexpiry: picked.passportexpiry,
    nationality: picked.nationality,
  };
}

/** The form as the page opens: REPRICE's adults, children and infants in that order; traveller 1 is the user. */
export function initialBookForm(
  price: Pick<FlightReprice, 'adults' | 'children' | 'infants'>,
  profile: ProfileMaster,
): FlightBookForm {
  const types: PaxType[] = [
    ...Array<PaxType>(price.adults).fill('ADT'),
    ...Array<PaxType>(price.children).fill('CHD'),
    ...Array<PaxType>(price.infants).fill('INF'),
  ];
  const travellers = types.map((t, i) => (i === 0 && t === 'ADT' ? profileTraveller(profile) : blankTraveller(t)));
  return {
    travellers,
    contact: { email: profile.email, mobile: numericMobile(profile.mobile) },
    gst: { claim: false, gstin: '', companyname: '', email: '', address: '' },
    trip: { purpose: '', reason: '', otherreason: '', projectid: '', policyreason: '', billabletype: '', customerid: '' },
  };
}

/**
 * The user's own passport details once TG-GETPERSONALTRAVELLERS answers: the profile at login
 * carries the names, not the passport number, so traveller 1 (still the user) gets what is missing.
 */
export function withOwnPassport(form: FlightBookForm, own: PersonalTraveller | undefined): FlightBookForm {
  const first = form.travellers[0];
  if (!own || !first || first.profileid !== own.profileid) return form;
  const filled: TravellerForm = {
    ...first,
    passportnumber: first.passportnumber || own.passportnumber,
    passportexpiry: first.passportexpiry || own.passportexpiry,
    nationality: first.nationality || own.nationality,
    dob: first.dob || own.dob,
  };
  return { ...form, travellers: [filled, ...form.travellers.slice(1)] };
}

export function withTraveller(form: FlightBookForm, index: number, traveller: TravellerForm): FlightBookForm {
  return { ...form, travellers: form.travellers.map((t, i) => (i === index ? traveller : t)) };
}

/** The extras picker's name for each traveller: the name typed so far, else 'Traveller N (Adult)'. */
export function travellerLabels(travellers: readonly TravellerForm[]): string[] {
  return travellers.map(
    (t, i) => `${t.firstname} ${t.lastname}`.trim() || `Traveller ${i + 1} (${PAX_NAMES[t.paxtype]})`,
  );
}

/**
 * The form as it was sent for approval (TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID), so 'Continue
 * booking' pays for what the approver saw without the user typing it again. null when the request
 * does not fit the priced fares (another traveller count).
 */
export function formFromRequest(request: FlightBookingRequest, base: FlightBookForm): FlightBookForm | null {
  const types = base.travellers.map((t) => t.paxtype).join();
  if (request.travellers.map((t) => t.paxtype).join() !== types) return null;
  return {
    travellers: request.travellers.map((t) => ({
      paxtype: t.paxtype,
      title: t.title,
      firstname: t.firstname,
      lastname: t.lastname,
      gender: t.gender,
      dob: t.dob,
      profileid: t.profileid,
      email: t.email,
      mobile: t.mobile,
      passportnumber: t.passportnumber,
      passportexpiry: t.passportexpiry,
      nationality: t.nationality,
    })),
    contact: { email: request.contact_email, mobile: request.contact_mobile },
    gst: {
      claim: request.gstin !== '',
      gstin: request.gstin,
      companyname: request.gstcompanyname,
      email: request.gstemail,
      address: request.gstaddress,
    },
    trip: {
      purpose: request.purpose,
      reason: request.reason,
      otherreason: request.otherreason,
      projectid: request.projectid,
      policyreason: request.policyreason,
      billabletype: request.billabletype === BILLABLE ? BILLABLE : '',
      customerid: request.customerid,
    },
  };
}
