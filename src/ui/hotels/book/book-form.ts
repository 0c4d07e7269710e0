import type { HotelGuest } from '../../../contract/hotels/booking-request';
import type { HotelPaymentMode } from '../../../contract/hotels/booking-request';
import type { PersonalTraveller } from '../../../contract/flights/masters';
import type { ProfileMaster } from '../../../contract/login';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../../../domain/gstin';
import type { HotelBookingDraft } from '../../../machines/hotels/hotel-booking.logic';

/*
 * What the hotel book page's form holds and how it becomes bookhotel's request
 * (docs/features/hotels.md "Screens", booking screen): the guests (the lead guest first), the
 * company's GST details, the reason for an out-of-policy stay.
 */

/** One guest: a colleague picked by profile (their own names are used), or names typed. */
export type GuestForm = Required<HotelGuest>;

export interface HotelGstForm {
  claim: boolean;
  gstin: string;
  companyname: string;
  address: string;
}

export interface HotelBookForm {
  guests: GuestForm[];
  gst: HotelGstForm;
  policyreason: string;
}

export const POLICY_REASON_LABEL = 'Reason for booking out of policy';

/** The lead guest is the user, as their passport names them (their profile fills the booking). */
export function initialBookForm(profile: ProfileMaster): HotelBookForm {
  return {
    guests: [
      {
        profileid: profile.profileid,
        title: profile.passport_title,
        firstname: profile.passport_first_name || profile.first_name,
        lastname: profile.passport_last_name,
      },
    ],
    gst: { claim: false, gstin: '', companyname: '', address: '' },
    policyreason: '',
  };
}

/**
 * The form as a stay was sent for approval (the page resumed with its approval): its guests, a
 * colleague named as the traveller list (or the user as their profile) names them, since the
 * request keeps only their profile; its GST details and reason.
 */
export function bookFormFromRequest(request: HotelBookingDraft, profile: ProfileMaster, travellers: PersonalTraveller[]): HotelBookForm {
  const [user] = initialBookForm(profile).guests;
  const { gstin, companyname, address } = request.gstdetails;
  return {
    guests: request.guests.map((g) => {
      if (!g.profileid) return { profileid: '', title: g.title, firstname: g.firstname, lastname: g.lastname };
      const listed = travellers.find((t) => t.profileid === g.profileid);
      if (listed) return { profileid: g.profileid, title: listed.title, firstname: listed.firstname, lastname: listed.lastname };
      return g.profileid === user!.profileid ? user! : g;
    }),
    gst: { claim: gstin !== '', gstin, companyname, address },
    policyreason: request.policyreason,
  };
}

export const emptyGuest = (): GuestForm => ({ profileid: '', title: '', firstname: '', lastname: '' });

/** Guest n's label: the lead guest is guest 1. */
export const guestLabel = (index: number) => (index === 0 ? 'Guest 1 (lead guest)' : `Guest ${index + 1}`);

/** Every problem of the form, each naming its field, in the order the page shows them. */
export function bookFormProblems(form: HotelBookForm, outOfPolicy: boolean): string[] {
  const problems: string[] = [];
  form.guests.forEach((g, i) => {
    if (g.profileid) return;
    if (!g.firstname.trim()) problems.push(`${guestLabel(i)} first name: enter the first name`);
    if (!g.lastname.trim()) problems.push(`${guestLabel(i)} last name: enter the last name`);
  });
  if (form.gst.claim) {
    const gstin = normaliseGstin(form.gst.gstin);
    const problem = gstin ? gstinProblem(gstin) : null;
    if (!gstin) problems.push('GST number: enter the company’s GSTIN');
    else if (problem) problems.push(GSTIN_MESSAGES[problem]);
    if (!form.gst.companyname.trim()) problems.push('GST company name: enter the company name');
  }
  if (outOfPolicy && !form.policyreason.trim()) problems.push(`${POLICY_REASON_LABEL}: say why this stay is booked`);
  return problems;
}

export interface DraftArgs {
  form: HotelBookForm;
  profile: ProfileMaster;
  ratekey: string;
  searchid: string;
  customfields: Record<string, string>;
  paymentmode: HotelPaymentMode;
  clientref: string;
  tripid: string;
  approvalid: string;
  failureurl: string;
}

/** bookhotel's request (also what an approval request and a trip item keep). */
export function buildHotelBooking(a: DraftArgs): HotelBookingDraft {
  const gst = a.form.gst.claim;
  return {
    profileid: a.profile.profileid,
    corporateid: a.profile.corporateid,
    ratekey: a.ratekey,
    guests: a.form.guests.map((g) =>
      g.profileid
        ? { profileid: g.profileid, title: '', firstname: '', lastname: '' }
        : { profileid: '', title: g.title, firstname: g.firstname.trim(), lastname: g.lastname.trim() },
    ),
    gstdetails: {
      gstin: gst ? normaliseGstin(a.form.gst.gstin) : '',
      companyname: gst ? a.form.gst.companyname.trim() : '',
      address: gst ? a.form.gst.address.trim() : '',
    },
    customfields: a.customfields,
    paymentmode: a.paymentmode,
    clientref: a.clientref,
    tripid: a.tripid,
    searchid: a.searchid,
    approvalid: a.approvalid,
    policyreason: a.form.policyreason.trim(),
    successurl: '',
    failureurl: a.failureurl,
  };
}
