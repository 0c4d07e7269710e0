import { ageInYears } from './age';

/** docs/product.md#profile-confirmation Profile confirmation dialog: the choices it offers. */
export const TITLES = ['Mr', 'Ms', 'Mrs'] as const;
export const GENDERS = ['Male', 'Female'] as const;

/** docs/product.md#validation-rules and docs/product.md#constants-and-code-tables: mobile at least 7 characters; date of birth from 150 years back to today. */
export const MOBILE_MIN_LENGTH = 7;
export const BIRTH_WINDOW_YEARS = 150;

/** docs/product.md#validation-rules, verbatim, in the order they are checked. */
export const PROFILE_MESSAGES = {
  title: 'Please select title',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  lastNameTooShort:
    'Blank field or a single character in the Last Name is not acceptable by the Airline. Please update your name accordingly before proceeding with the booking',
  countryCode: 'Please enter mobile country code',
  mobile: 'Please enter mobile number',
  mobileInvalid: 'Please enter valid mobile number',
  gender: 'Please select gender',
  birthDate: 'Please select date of birth',
  birthDateFuture: "Date of Birth shouldn't be greater than today",
  /** Not a spec text: the spec's picker cannot reach past the window, our server can be asked to. */
  birthDateTooOld: `Date of Birth shouldn't be more than ${BIRTH_WINDOW_YEARS} years ago`,
  age: 'Please enter age',
} as const;

/** docs/product.md#error-messages, verbatim (two spaces before "try"). */
export const PROFILE_UPDATE_FAILED = 'Failed to update the profile details. Please  try again';

export interface ProfileConfirmation {
  title: string;
  firstName: string;
  lastName: string;
  /** Dial code with or without its plus; the plus is dropped before sending (docs/product.md#validation-rules). */
  countryCode: string;
  mobile: string;
  gender: string;
  /** YYYY-MM-DD or '' when not chosen. */
  birthDate: string;
}

export interface ProfileRules {
  /** The company group whose airline bookings need a last name of two characters or more (docs/product.md#validation-rules). */
  idProofNames: boolean;
}

/** The dial code as it is sent and stored: digits only. */
export function stripDialPlus(code: string): string {
  return code.trim().replace(/^\+/, '');
}

/** YYYY-MM-DD of a local calendar day. */
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The earliest birth date the window allows, as YYYY-MM-DD. */
export function earliestBirthDate(today: Date): string {
  return isoDay(new Date(today.getFullYear() - BIRTH_WINDOW_YEARS, today.getMonth(), today.getDate()));
}

/**
 * The first broken rule's message, in the spec's order, or null when the details may be saved.
 * Client and server both run this, so they can never disagree about what is acceptable.
 */
export function firstProfileError(input: ProfileConfirmation, rules: ProfileRules, today: Date = new Date()): string | null {
  const m = PROFILE_MESSAGES;
  if (!(TITLES as readonly string[]).includes(input.title)) return m.title;
  if (!input.firstName.trim()) return m.firstName;
  if (!input.lastName.trim()) return m.lastName;
  if (rules.idProofNames && input.lastName.trim().length < 2) return m.lastNameTooShort;
  if (!/^\d{1,4}$/.test(stripDialPlus(input.countryCode))) return m.countryCode;
  if (!input.mobile.trim()) return m.mobile;
  if (!/^\d+$/.test(input.mobile.trim()) || input.mobile.trim().length < MOBILE_MIN_LENGTH) return m.mobileInvalid;
  if (!(GENDERS as readonly string[]).includes(input.gender)) return m.gender;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.birthDate)) return m.birthDate;
  if (input.birthDate > isoDay(today)) return m.birthDateFuture;
  if (input.birthDate < earliestBirthDate(today)) return m.birthDateTooOld;
  if (ageInYears(input.birthDate, today) === 0) return m.age;
  return null;
}
