/**
 * docs/product.md#records (registration payload), docs/product.md#validation-rules (registration messages, exact) and docs/product.md#constants-and-code-tables (password ≥ 6).
 * Shared by the sign-up form and the server, so both refuse the same things with the same words.
 */
export const SALUTATIONS = ['Mr', 'Mrs', 'Ms'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** 'Register As' on the general page; the sme page forces 'sme'. */
export const REGISTER_AS = ['businesstraveller', 'corporate'] as const;
export type RegistrationCategory = (typeof REGISTER_AS)[number] | 'sme';

// A type, not an interface: valibot's forward() wants a Record-compatible input.
export type RegistrationFields = {
  salutation: Salutation;
  first_name: string;
  last_name: string;
  company: string;
  contact_email: string;
  mobile_number: string;
  password: string;
  user_category: RegistrationCategory;
};

export type RegistrationField = 'first_name' | 'last_name' | 'company' | 'contact_email' | 'mobile_number' | 'password';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const PASSWORD_MIN_LENGTH = 6;

export const REGISTRATION_MESSAGES = {
  first_name: 'Please enter First Name',
  last_name: 'Please enter Last Name',
  company: 'Please enter Company Name',
  contact_email: 'Please enter Work Email',
  mobile_number: 'Please enter Mobile number',
  password: 'Please enter Password',
  passwordTooShort: 'Password should have minimum 6 characters.',
} as const;

/** The spec's order: the first message is what the server answers, the form shows them all. */
export function validateRegistration(fields: Omit<RegistrationFields, 'salutation' | 'user_category'>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const required = ['first_name', 'last_name', 'company', 'contact_email', 'mobile_number'] as const;
  for (const name of required) if (!fields[name].trim()) errors[name] = REGISTRATION_MESSAGES[name];
  if (!fields.password) errors.password = REGISTRATION_MESSAGES.password;
  else if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = REGISTRATION_MESSAGES.passwordTooShort;
  return errors;
}

export function firstRegistrationError(errors: RegistrationErrors): string | undefined {
  return Object.values(errors)[0];
}

/** docs/product.md#validation-rules "Mobile is numeric": the field drops anything else as it is typed. */
export function numericOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The spec's fixed defaults of the registration payload (docs/product.md#records); "other profile fields empty".
 * contact_email is copied to userid by registrationPayload.
 */
export const REGISTRATION_DEFAULTS = {
  reportstoid: 'TG1',
  age: '0',
  address1: 'NA',
  address2: 'NA',
  city: 'NA',
  state: 'NA',
  country: 'india',
  pincode: '0',
  system_roleid: '3',
  user_roleid: '1000',
  status: 'active',
  addedby: 'SELF',
  user_type: 'b2e',
  gender: 'Male',
  totalrewards: 0,
} as const;

export type RegistrationPayload = Omit<RegistrationFields, 'password'> & typeof REGISTRATION_DEFAULTS & { userid: string };

/** The stored record of a sign-up: what the user typed, trimmed, plus the defaults (never the password). */
export function registrationPayload(fields: RegistrationFields): RegistrationPayload {
  const email = fields.contact_email.trim().toLowerCase();
  return {
    ...REGISTRATION_DEFAULTS,
    salutation: fields.salutation,
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    company: fields.company.trim(),
    contact_email: email,
    userid: email,
    mobile_number: fields.mobile_number.trim(),
    user_category: fields.user_category,
  };
}
