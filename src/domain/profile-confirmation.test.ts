import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M, earliestBirthDate, firstProfileError, stripDialPlus, type ProfileConfirmation } from './profile-confirmation';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time
const valid: ProfileConfirmation = {
  title: 'Ms',
  firstName: 'Sneha',
  lastName: 'Kulkarni',
  countryCode: '+91',
  mobile: '9822233344',
  gender: 'Female',
  birthDate: '1994-12-01',
};
const all = { title: '', firstName: '', lastName: '', countryCode: '', mobile: '', gender: '', birthDate: '' };

describe('profile confirmation rules', () => {
  it('accepts valid details, with or without the dial plus', () => {
    expect(firstProfileError(valid, { idProofNames: true }, TODAY)).toBeNull();
    expect(firstProfileError({ ...valid, countryCode: '91' }, { idProofNames: false }, TODAY)).toBeNull();
  });

  /**
   * docs/product.md#validation-rules order: fixing each field in turn uncovers the next message, starting from an empty form.
   * Each row: the fields filled in so far → the message that must show.
   */
  const steps: [Partial<ProfileConfirmation>, string][] = [
    [{}, M.title],
    [{ title: 'Ms' }, M.firstName],
    [{ firstName: 'Sneha' }, M.lastName],
    [{ lastName: 'K' }, M.lastNameTooShort],
    [{ lastName: 'Kulkarni' }, M.countryCode],
    [{ countryCode: '+91' }, M.mobile],
    [{ mobile: '98222' }, M.mobileInvalid],
    [{ mobile: '9822233344' }, M.gender],
    [{ gender: 'Female' }, M.birthDate],
    [{ birthDate: '2025-06-16' }, M.birthDateFuture],
    [{ birthDate: '1875-06-14' }, M.birthDateTooOld],
    [{ birthDate: '2025-01-01' }, M.age],
  ];
  let form: ProfileConfirmation = { ...all };
  it.each(steps)('after %o the message is %s (company group)', (change, message) => {
    form = { ...form, ...change };
    expect(firstProfileError(form, { idProofNames: true }, TODAY)).toBe(message);
  });

  it.each([
    [{ title: 'Dr' }, M.title],
    [{ firstName: '   ' }, M.firstName],
    [{ countryCode: '+' }, M.countryCode],
    [{ countryCode: 'IN' }, M.countryCode],
    [{ mobile: '98222 33344' }, M.mobileInvalid],
    [{ mobile: '982223a' }, M.mobileInvalid],
    [{ gender: 'male' }, M.gender],
    [{ birthDate: '01/12/1994' }, M.birthDate],
  ])('%o → %s', (change, message) => {
    expect(firstProfileError({ ...valid, ...change }, { idProofNames: false }, TODAY)).toBe(message);
  });

  it('lets a one-letter last name through outside the company group', () => {
    expect(firstProfileError({ ...valid, lastName: 'K' }, { idProofNames: false }, TODAY)).toBeNull();
  });

  it('takes today and exactly 150 years back as the window’s ends', () => {
    expect(earliestBirthDate(TODAY)).toBe('1875-06-15');
    expect(firstProfileError({ ...valid, birthDate: '1875-06-15' }, { idProofNames: false }, TODAY)).toBeNull();
    expect(firstProfileError({ ...valid, birthDate: '2025-06-15' }, { idProofNames: false }, TODAY)).toBe(M.age);
  });

  it('keeps the spec’s exact texts', () => {
    expect(M.lastNameTooShort).toBe(
      'Blank field or a single character in the Last Name is not acceptable by the Airline. Please update your name accordingly before proceeding with the booking',
    );
    expect(M.birthDateFuture).toBe("Date of Birth shouldn't be greater than today");
  });

  it('drops the dial code’s plus', () => {
    expect(stripDialPlus(' +971 ')).toBe('971');
    expect(stripDialPlus('44')).toBe('44');
  });
});
