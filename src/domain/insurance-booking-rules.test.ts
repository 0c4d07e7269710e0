import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_MOBILE_MESSAGE,
  type InsuranceTravellerForm,
  firstInsuranceBookingError,
  identityFieldsLocked,
  insuranceGender,
  insuranceReviewAction,
  insuranceTitle,
  numericMobile,
} from './insurance-booking-rules';

const pax = (paxnumber: number, extra: Partial<InsuranceTravellerForm> = {}): InsuranceTravellerForm => ({
  paxnumber,
  title: 'Mr',
  firstname: 'Ravi',
  lastname: 'Kumar',
  gender: 'male',
  age: 36,
  dob: '1990-04-01',
  ...extra,
});
const contact = { email: 'ravi@acme.test', mobile: '9876543210' };

describe('firstInsuranceBookingError', () => {
  it('accepts a complete booking', () => {
    expect(firstInsuranceBookingError([pax(1), pax(2)], contact)).toBeNull();
  });

  it("walks traveller 1's fields in the spec's order", () => {
    const blank = pax(1, { title: '', firstname: ' ', lastname: '', age: '', gender: '' });
    const steps: [Partial<InsuranceTravellerForm>, string][] = [
      [{}, 'Please select traveller 1 title'],
      [{ title: 'Mrs' }, 'Please enter traveller 1 first name'],
      [{ firstname: 'Asha' }, 'Please enter traveller 1 last name'],
      [{ lastname: 'Rao' }, 'Please enter traveller 1 age'],
      [{ age: 0 }, 'Please enter traveller 1 age'],
      [{ age: '41' }, 'Please select traveller 1 gender'],
      [{ gender: 'female' }, CONTACT_EMAIL_MESSAGE],
    ];
    let current = blank;
    for (const [patch, message] of steps) {
      current = { ...current, ...patch };
      expect(firstInsuranceBookingError([current], { email: '', mobile: '' })).toBe(message);
    }
  });

  it('finishes traveller 1 before traveller 2, and the travellers before the contact', () => {
    const error = firstInsuranceBookingError([pax(1, { gender: '' }), pax(2, { title: '' })], { email: '', mobile: '' });
    expect(error).toBe('Please select traveller 1 gender');
    expect(firstInsuranceBookingError([pax(1), pax(2, { lastname: '' })], { email: '', mobile: '' })).toBe(
      'Please enter traveller 2 last name',
    );
  });

  it('asks for the contact email, then the mobile (in the spec\'s spelling)', () => {
    expect(firstInsuranceBookingError([pax(1)], { email: '', mobile: '' })).toBe('Please enter contact email address');
    expect(firstInsuranceBookingError([pax(1)], { email: 'a@b.test', mobile: ' ' })).toBe(
      'Please enter contact moible address',
    );
    expect(CONTACT_MOBILE_MESSAGE).toBe('Please enter contact moible address');
  });

  it('refuses titles and genders the page does not offer', () => {
    expect(firstInsuranceBookingError([pax(1, { title: 'Dr' })], contact)).toBe('Please select traveller 1 title');
    expect(firstInsuranceBookingError([pax(1, { gender: 'Male' })], contact)).toBe('Please select traveller 1 gender');
  });
});

describe('insuranceReviewAction', () => {
  it('adds to the trip whenever a trip session is active', () => {
    expect(insuranceReviewAction({ tripSessionActive: true, approvalrequired: true, approvalid: '' })).toBe('addToTrip');
  });
  it('sends for approval when the price needs it and there is no approval id', () => {
    expect(insuranceReviewAction({ tripSessionActive: false, approvalrequired: true, approvalid: '' })).toBe(
      'sendForApproval',
    );
    expect(insuranceReviewAction({ tripSessionActive: false, approvalrequired: true, approvalid: 'BA1' })).toBe(
      'proceedToPayment',
    );
  });
  it('otherwise goes to payment', () => {
    expect(insuranceReviewAction({ tripSessionActive: false, approvalrequired: false, approvalid: '' })).toBe(
      'proceedToPayment',
    );
  });
});

describe('field rules', () => {
  it('locks name, email and mobile only when names are not editable and the booking is for oneself', () => {
    expect(identityFieldsLocked({ nameseditable: false, forSomeoneElse: false })).toBe(true);
    expect(identityFieldsLocked({ nameseditable: false, forSomeoneElse: true })).toBe(false);
    expect(identityFieldsLocked({ nameseditable: true, forSomeoneElse: false })).toBe(false);
  });
  it('keeps the mobile numeric', () => {
    expect(numericMobile('+91 98765-43210')).toBe('919876543210');
  });
  it("maps the profile's title and gender to the page's options", () => {
    expect(insuranceTitle('Mrs.')).toBe('Mrs');
    expect(insuranceTitle('Dr')).toBe('');
    expect(insuranceGender('Male')).toBe('male');
    expect(insuranceGender('F')).toBe('female');
    expect(insuranceGender('')).toBe('');
  });
});
