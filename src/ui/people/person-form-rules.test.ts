import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RoleFormSchema, confirmErrors, parseEmailList } from './person-form-rules';

describe('parseEmailList', () => {
  it('splits on commas, spaces and lines, lower-cases and drops repeats', () => {
    expect(parseEmailList('A@x.test, b@x.test\n a@X.test;c@x.test')).toEqual({ emails: ['a@x.test', 'b@x.test', 'c@x.test'], invalid: [], problem: '' });
  });

  it('names what is not an address, and asks for one when empty', () => {
    expect(parseEmailList('a@x.test nope').problem).toBe('Not email addresses: nope');
    expect(parseEmailList('  ').problem).toBe('Enter at least one email address');
    expect(parseEmailList(Array.from({ length: 51 }, (_, i) => `p${i}@x.test`).join(',')).problem).toBe('At most 50 addresses at a time');
  });
});

describe('confirmErrors', () => {
  const good = { title: 'Ms', first_name: 'Nina', last_name: 'Shah', mobilenumber: '+919812345678', password: 'Welcome123', confirm: 'Welcome123' };

  it('accepts a complete form', () => {
    expect(confirmErrors(good)).toEqual({});
  });

  it('names each missing or wrong field with the server words', () => {
    expect(confirmErrors({ ...good, first_name: ' ', mobilenumber: '123', password: 'weak', confirm: 'other' })).toEqual({
      first_name: 'first_name is required',
      mobilenumber: 'mobilenumber must be 10 to 15 digits, optionally after a +',
      password: 'Password must have at least 8 characters with a lowercase letter, an uppercase letter and a digit.',
      confirm: 'The passwords do not match',
    });
  });
});

describe('RoleFormSchema', () => {
  it('takes one of the seven roles, an optional manager and an optional grade', () => {
    expect(v.safeParse(RoleFormSchema, { corporate_role: 'travelcoordinator', reportstoid: '' }).success).toBe(true);
    expect(v.safeParse(RoleFormSchema, { corporate_role: 'pilot', reportstoid: '' }).success).toBe(false);
    expect(v.parse(RoleFormSchema, { corporate_role: 'employee', reportstoid: '', gradeid: ' GR1 ' }).gradeid).toBe('GR1');
  });
});
