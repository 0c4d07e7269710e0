import * as v from 'valibot';
import type { Operation } from '../operation';
import { GSTIN_MESSAGES, gstinProblem, isValidGstin, normaliseGstin } from '../../domain/gstin';
import {
  REGISTER_AS,
  REGISTRATION_MESSAGES,
  type RegistrationField,
  type RegistrationFields,
  SALUTATIONS,
  validateRegistration,
} from '../../domain/registration';

/** Operations of the registration area (issue 3) on /api/service: none, every call here is public. */
export const registrationOperations = {} satisfies Record<string, Operation>;

/*
 * Registration and SME onboarding happen before there is an account, so they are PUBLIC calls on
 * their own paths (no session, throttled per client address), not operations of /api/service.
 * Bodies are JSON. Errors have the usual shape `{ ResponseStatus: { status: 'NOK', message } }`:
 * 400 names the field, 409 a taken email or domain, 429 too many calls (Retry-After).
 */
export const REGISTER_PATH = '/api/dispatcher/register';
export const ONBOARDING_PATHS = {
  start: '/api/dispatcher/onboarding/start',
  verifyotp: '/api/dispatcher/onboarding/verifyotp',
  confirm: '/api/dispatcher/onboarding/confirm',
  verifygst: '/api/dispatcher/onboarding/verifygst',
} as const;
/** Only served when the server runs with DEMO_MAILBOX=1: the outbox, newest first. */
export const DEMO_MAILBOX_PATH = '/api/demo/mailbox';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_SHAPE = /^\d{7,15}$/;

const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} is required`), v.maxLength(max, `${field} is too long`));
const email = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(254, `${field} is too long`),
    // The form shows no format check (docs/product.md#validation-rules); the server still refuses what cannot be a mailbox.
    v.regex(EMAIL_SHAPE, `${field} must be an email address`),
  );
const mobile = (field: string) => v.pipe(v.string(`${field} is required`), v.regex(MOBILE_SHAPE, `${field} must be 7 to 15 digits`));

type RegistrationInput = RegistrationFields;

/** One of the spec's registration rules (src/domain/registration.ts), as an issue on its field. */
function specRule(field: RegistrationField) {
  const problem = (input: RegistrationInput) => validateRegistration(input)[field];
  return v.forward(
    v.check<RegistrationInput, (issue: v.CheckIssue<RegistrationInput>) => string>(
      (input) => problem(input) === undefined,
      (issue) => problem(issue.input) ?? '',
    ),
    [field],
  );
}

/** docs/product.md#records registration payload (the defaults are added by the server, see src/domain/registration.ts). */
export const RegisterRequestSchema = v.pipe(
  v.object({
    salutation: v.picklist(SALUTATIONS, 'salutation must be Mr, Mrs or Ms'),
    first_name: text('first_name', 100),
    last_name: text('last_name', 100),
    company: text('company', 200),
    contact_email: text('contact_email', 254),
    mobile_number: text('mobile_number', 15),
    password: text('password', 256),
    user_category: v.picklist([...REGISTER_AS, 'sme'], 'user_category must be businesstraveller, corporate or sme'),
  }),
  // The spec's own messages first, in its order, each reported against its field.
  specRule('first_name'),
  specRule('last_name'),
  specRule('company'),
  specRule('contact_email'),
  specRule('mobile_number'),
  specRule('password'),
  v.forward(v.check<RegistrationInput, string>(({ contact_email }) => EMAIL_SHAPE.test(contact_email.trim()), 'contact_email must be an email address'), ['contact_email']),
  v.forward(v.check<RegistrationInput, string>(({ mobile_number }) => MOBILE_SHAPE.test(mobile_number), 'mobile_number must be 7 to 15 digits'), ['mobile_number']),
);
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

/** Spec: "a register call returning success and message". */
export const RegisterResponseSchema = v.object({ success: v.literal(true), message: v.string(), profileid: v.string() });
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

const OkSchema = v.object({ ApiStatus: v.object({ Status: v.literal('OK'), Message: v.string() }) });
const otp = v.pipe(v.string('otp is required'), v.regex(/^\d{6}$/, 'otp must be 6 digits'));
const token = v.pipe(v.string('token is required'), v.nonEmpty('token is required'), v.maxLength(512, 'token is too long'));

/** start: sends an OTP to the work email (again, within limits, when called again: resend). */
export const OnboardingStartSchema = v.object({ email: email('email') });
export const OnboardingStartResponseSchema = v.object({ ...OkSchema.entries, onboardingid: v.string(), expiresInSeconds: v.number() });

/** verifyotp: the OTP against the latest one sent; answers the confirmation token. */
export const OnboardingVerifySchema = v.object({ onboardingid: text('onboardingid', 64), otp });
export const OnboardingVerifyResponseSchema = v.object({ ...OkSchema.entries, token: v.string() });

/** confirm: registers the company and its mail domain and sets the owner's password. */
export const OnboardingConfirmSchema = v.object({
  token,
  salutation: v.picklist(SALUTATIONS, 'salutation must be Mr, Mrs or Ms'),
  first_name: v.pipe(text('first_name', 100), v.trim(), v.nonEmpty(`first_name: ${REGISTRATION_MESSAGES.first_name}`)),
  last_name: v.pipe(text('last_name', 100), v.trim(), v.nonEmpty(`last_name: ${REGISTRATION_MESSAGES.last_name}`)),
  company: v.pipe(text('company', 200), v.trim(), v.nonEmpty(`company: ${REGISTRATION_MESSAGES.company}`)),
  mobile_number: mobile('mobile_number'),
  password: v.pipe(text('password', 256), v.minLength(6, `password: ${REGISTRATION_MESSAGES.passwordTooShort}`)),
});
export const OnboardingConfirmResponseSchema = v.object({ ...OkSchema.entries, token: v.string(), profileid: v.string(), corporateid: v.string() });

/** verifygst: the company's GSTIN, with the token confirm answered. */
export const OnboardingGstSchema = v.object({
  token,
  gstin: v.pipe(
    v.string('gstin is required'),
    v.transform(normaliseGstin),
    v.check(isValidGstin, (issue) => `gstin: ${GSTIN_MESSAGES[gstinProblem(String(issue.input)) ?? 'pattern']}`),
  ),
});
export const OnboardingGstResponseSchema = OkSchema;

/**
 * Fallback texts shown when a step fails without a server message: the spec's (docs/product.md#error-messages)
 * for start, verifyotp and confirm ("domain registration", docs/product.md#registration); the spec gives none for verifygst.
 */
export const ONBOARDING_FAILURES = {
  start: 'Failed to Send OTP',
  verifyotp: 'Failed to Verify OTP',
  confirm: 'Failed to Register Domain',
  verifygst: 'Failed to verify the GST number. Please try again.',
} as const;

export const DemoMailSchema = v.object({ id: v.number(), recipient: v.string(), subject: v.string(), body: v.string(), createdAt: v.string() });
export const DemoMailboxResponseSchema = v.object({ mail: v.array(DemoMailSchema) });
