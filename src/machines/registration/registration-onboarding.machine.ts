import { assign, fromPromise, setup } from 'xstate';
import { ONBOARDING_FAILURES } from '../../contract/registration/operations';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../../domain/gstin';
import { type RegistrationErrors, type Salutation, validateRegistration } from '../../domain/registration';
import { onboardingCalls, type Outcome } from '../../ui/registration/public-calls';

/**
 * SME onboarding (docs/product.md#registration): start (OTP mailed) → verifyotp (answers a confirmation token)
 * → confirm (company, domain, password) → verifygst. Each failure shows the server's message or
 * the spec's fallback text for that step (docs/product.md#error-messages).
 */
export interface OwnerDetails {
  salutation: Salutation;
  first_name: string;
  last_name: string;
  company: string;
  mobile_number: string;
  password: string;
}

export interface OnboardingContext {
  email: string;
  onboardingid: string;
  token: string;
  message: string;
  notice: string;
  errors: RegistrationErrors & { email?: string; otp?: string; gstin?: string };
}

export type OnboardingEvent =
  | { type: 'SEND'; email: string }
  | { type: 'RESEND' }
  | { type: 'VERIFY'; otp: string }
  | { type: 'CONFIRM'; details: OwnerDetails }
  | { type: 'VERIFY_GST'; gstin: string }
  | { type: 'DISMISS' };

type Answer = Outcome<{ ApiStatus: { Message: string }; onboardingid?: string; token?: string }>;

export const EMAIL_REQUIRED = 'Please enter Work Email';
export const OTP_REQUIRED = 'Please enter the 6-digit OTP';

function detailErrors(details: OwnerDetails): RegistrationErrors {
  // The email is already proven by the OTP; the rest follows the registration rules.
  const { contact_email: _proven, ...errors } = validateRegistration({ ...details, contact_email: 'proven' });
  return errors;
}

const failed = (outcome: Answer) => !outcome.ok;
const messageOf = (outcome: Answer) => (outcome.ok ? '' : outcome.message);

export const onboardingMachine = setup({
  types: { context: {} as OnboardingContext, events: {} as OnboardingEvent },
  actors: {
    start: fromPromise<Answer, { email: string }>(({ input }) =>
      onboardingCalls.start(input.email, ONBOARDING_FAILURES.start),
    ),
    verify: fromPromise<Answer, { onboardingid: string; otp: string }>(({ input }) =>
      onboardingCalls.verifyotp(input.onboardingid, input.otp, ONBOARDING_FAILURES.verifyotp),
    ),
    confirm: fromPromise<Answer, OwnerDetails & { token: string }>(({ input }) =>
      onboardingCalls.confirm({ ...input }, ONBOARDING_FAILURES.confirm),
    ),
    verifyGst: fromPromise<Answer, { token: string; gstin: string }>(({ input }) =>
      onboardingCalls.verifygst(input.token, input.gstin, ONBOARDING_FAILURES.verifygst),
    ),
  },
  guards: { failed: (_, outcome: Answer) => failed(outcome) },
  actions: {
    showFailure: assign({ message: (_, outcome: Answer) => messageOf(outcome) }),
    showThrown: assign({ message: (_, fallback: string) => fallback }),
  },
}).createMachine({
  id: 'onboarding',
  context: { email: '', onboardingid: '', token: '', message: '', notice: '', errors: {} },
  initial: 'email',
  on: { DISMISS: { actions: assign({ message: '' }) } },
  states: {
    email: {
      on: {
        SEND: [
          {
            guard: ({ event }) => !event.email.trim(),
            actions: assign({ errors: { email: EMAIL_REQUIRED }, message: '' }),
          },
          { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim(), errors: {}, message: '' }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'email',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
          {
            target: 'otp',
            actions: assign({
              onboardingid: ({ event }) => (event.output.ok ? (event.output.value.onboardingid ?? '') : ''),
              notice: ({ event }) => (event.output.ok ? event.output.value.ApiStatus.Message : ''),
            }),
          },
        ],
        onError: { target: 'email', actions: { type: 'showThrown', params: ONBOARDING_FAILURES.start } },
      },
    },
    otp: {
      on: {
        VERIFY: [
          {
            guard: ({ event }) => !/^\d{6}$/.test(event.otp.trim()),
            actions: assign({ errors: { otp: OTP_REQUIRED }, message: '' }),
          },
          { target: 'verifying', actions: assign({ errors: {}, message: '' }) },
        ],
        RESEND: { target: 'sending', actions: assign({ message: '' }) },
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, event }) => ({
          onboardingid: context.onboardingid,
          otp: (event as { otp: string }).otp.trim(),
        }),
        onDone: [
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'otp',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
          {
            target: 'details',
            actions: assign({
              token: ({ event }) => (event.output.ok ? (event.output.value.token ?? '') : ''),
              notice: '',
            }),
          },
        ],
        onError: { target: 'otp', actions: { type: 'showThrown', params: ONBOARDING_FAILURES.verifyotp } },
      },
    },
    details: {
      on: {
        CONFIRM: [
          {
            guard: ({ event }) => Object.keys(detailErrors(event.details)).length > 0,
            actions: assign({ errors: ({ event }) => detailErrors(event.details), message: '' }),
          },
          { target: 'confirming', actions: assign({ errors: {}, message: '' }) },
        ],
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context, event }) => ({ ...(event as { details: OwnerDetails }).details, token: context.token }),
        onDone: [
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'details',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
          {
            target: 'gst',
            actions: assign({ token: ({ event }) => (event.output.ok ? (event.output.value.token ?? '') : '') }),
          },
        ],
        onError: { target: 'details', actions: { type: 'showThrown', params: ONBOARDING_FAILURES.confirm } },
      },
    },
    gst: {
      on: {
        VERIFY_GST: [
          {
            guard: ({ event }) => gstinProblem(normaliseGstin(event.gstin)) !== null,
            actions: assign({
              errors: ({ event }) => ({
                gstin: GSTIN_MESSAGES[gstinProblem(normaliseGstin(event.gstin)) ?? 'pattern'],
              }),
              message: '',
            }),
          },
          { target: 'verifyingGst', actions: assign({ errors: {}, message: '' }) },
        ],
      },
    },
    verifyingGst: {
      invoke: {
        id: 'verifyGst',
        src: 'verifyGst',
        input: ({ context, event }) => ({
          token: context.token,
          gstin: normaliseGstin((event as { gstin: string }).gstin),
        }),
        onDone: [
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'gst',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
          { target: 'done' },
        ],
        onError: { target: 'gst', actions: { type: 'showThrown', params: ONBOARDING_FAILURES.verifygst } },
      },
    },
    done: { type: 'final' },
  },
});
