import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_DEFAULTS,
  firstRegistrationError,
  numericOnly,
  registrationPayload,
  validateRegistration,
} from './registration';

const blank = { first_name: '', last_name: '', company: '', contact_email: '', mobile_number: '', password: '' };
const filled = {
  first_name: 'Asha',
  last_name: 'Rao',
  company: 'Rao & Co',
  contact_email: 'Asha@Rao.test',
  mobile_number: '9876543210',
  password: 'secret1',
};

describe('registration validation (docs/product.md#validation-rules)', () => {
  it('lists the exact messages in the spec order', () => {
    expect(Object.values(validateRegistration(blank))).toEqual([
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter Company Name',
      'Please enter Work Email',
      'Please enter Mobile number',
      'Please enter Password',
    ]);
  });

  it('reports the first missing field first, whichever are missing', () => {
    expect(firstRegistrationError(validateRegistration({ ...filled, company: ' ', password: '' }))).toBe('Please enter Company Name');
    expect(firstRegistrationError(validateRegistration({ ...filled, mobile_number: '' }))).toBe('Please enter Mobile number');
  });

  it('wants a password of at least 6 characters', () => {
    expect(validateRegistration({ ...filled, password: '12345' })).toEqual({ password: 'Password should have minimum 6 characters.' });
    expect(validateRegistration({ ...filled, password: '123456' })).toEqual({});
  });

  it('does not check the email format', () => {
    expect(validateRegistration({ ...filled, contact_email: 'not an email' })).toEqual({});
  });

  it('keeps only digits in the mobile field', () => {
    expect(numericOnly('+91 98765-43210')).toBe('919876543210');
    fc.assert(fc.property(fc.string(), (text) => /^\d*$/.test(numericOnly(text))));
  });

  it('builds the payload with the spec defaults and the email copied to userid', () => {
    const payload = registrationPayload({ ...filled, salutation: 'Ms', user_category: 'sme' });
    expect(payload).toMatchObject({
      ...REGISTRATION_DEFAULTS,
      reportstoid: 'TG1',
      age: '0',
      country: 'india',
      pincode: '0',
      system_roleid: '3',
      user_roleid: '1000',
      status: 'active',
      addedby: 'SELF',
      user_type: 'b2e',
      gender: 'Male',
      totalrewards: 0,
      contact_email: 'asha@rao.test',
      userid: 'asha@rao.test',
      user_category: 'sme',
      salutation: 'Ms',
    });
    expect(payload).not.toHaveProperty('password');
  });
});
