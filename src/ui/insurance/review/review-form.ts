import type { ProfileMaster } from '../../../contract/login';
import type { InsuranceReviewQuery } from '../../../domain/insurance-query';
import {
  type InsuranceContactForm,
  type InsuranceTravellerForm,
  insuranceGender,
  insuranceTitle,
  numericMobile,
} from '../../../domain/insurance-booking-rules';

/** What the review page's form holds: one entry per traveller of the query, and the contact. */
export interface InsuranceReviewForm {
  travellers: InsuranceTravellerForm[];
  contact: InsuranceContactForm;
  /** Booking for someone else unlocks the name, email and mobile a company may lock (docs/product.md#validation-rules). */
  forSomeoneElse: boolean;
}

/**
 * The form as the page opens: the query's travellers with their birth dates and ages (read-only),
 * traveller 1 and the contact filled from the logged-in profile (passport-style name).
 */
export function initialReviewForm(query: InsuranceReviewQuery, profile: ProfileMaster): InsuranceReviewForm {
  const travellers = query.paxList.map(
    (pax): InsuranceTravellerForm => ({
      paxnumber: pax.paxnumber,
      title: '',
      firstname: '',
      lastname: '',
      gender: '',
      age: pax.age,
      dob: pax.dob,
    }),
  );
  const [first, ...rest] = travellers;
  return {
    travellers: first ? [{ ...first, ...profileTraveller(profile) }, ...rest] : [],
    contact: { email: profile.email, mobile: numericMobile(profile.mobile) },
    forSomeoneElse: false,
  };
}

/** The logged-in profile's name, title and gender as traveller 1's. */
export function profileTraveller(profile: ProfileMaster): Pick<InsuranceTravellerForm, 'title' | 'firstname' | 'lastname' | 'gender'> {
  return {
    title: insuranceTitle(profile.passport_title),
    firstname: profile.passport_first_name || profile.first_name,
    lastname: profile.passport_last_name,
    gender: insuranceGender(profile.gender),
  };
}

export type TravellerField = 'title' | 'firstname' | 'lastname' | 'gender';

/** The form with one field of traveller `index` changed. */
export function withTravellerField(form: InsuranceReviewForm, index: number, field: TravellerField, value: string): InsuranceReviewForm {
  return {
    ...form,
    travellers: form.travellers.map((pax, i) => (i === index ? { ...pax, [field]: value } : pax)),
  };
}
