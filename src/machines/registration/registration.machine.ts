import { assign, fromPromise, setup } from 'xstate';
import type { RegisterResponse } from '../../contract/registration/operations';
import { type RegistrationErrors, type RegistrationFields, validateRegistration } from '../../domain/registration';
import { REGISTRATION_FAILED, registerCall, type Outcome } from '../../ui/registration/public-calls';

/**
 * docs/product.md#registration "Registration": idle, error display when required fields are empty, submitting
 * with a loading indicator, then success (navigate, with the work email) or the error message.
 */
export interface RegistrationContext {
  errors: RegistrationErrors;
  /** The server's message of the last failed attempt, shown in the error snackbar. */
  message: string;
  email: string;
}

export type RegistrationEvent = { type: 'SUBMIT'; fields: RegistrationFields } | { type: 'DISMISS' };

const hasErrors = (fields: RegistrationFields) => Object.keys(validateRegistration(fields)).length > 0;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as { email: string },
  },
  actors: {
    register: fromPromise<Outcome<RegisterResponse>, RegistrationFields>(({ input }) => registerCall(input)),
  },
  guards: {
    invalid: ({ event }) => event.type === 'SUBMIT' && hasErrors(event.fields),
    rejected: (_, outcome: Outcome<RegisterResponse>) => !outcome.ok,
  },
}).createMachine({
  id: 'registration',
  context: { errors: {}, message: '', email: '' },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        invalid: {},
        failure: { on: { DISMISS: { target: 'idle', actions: assign({ message: '' }) } } },
      },
      on: {
        SUBMIT: [
          {
            guard: 'invalid',
            target: '.invalid',
            actions: assign({ errors: ({ event }) => validateRegistration(event.fields), message: '' }),
          },
          {
            target: 'submitting',
            actions: assign({ errors: {}, message: '', email: ({ event }) => event.fields.contact_email.trim() }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event as Extract<RegistrationEvent, { type: 'SUBMIT' }>).fields,
        onDone: [
          {
            guard: { type: 'rejected', params: ({ event }) => event.output },
            target: 'editing.failure',
            actions: assign({ message: ({ event }) => (event.output.ok ? '' : event.output.message) }),
          },
          { target: 'done' },
        ],
        onError: { target: 'editing.failure', actions: assign({ message: REGISTRATION_FAILED }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email }),
});
