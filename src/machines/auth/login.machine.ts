import { assign, fromPromise, setup } from 'xstate';
import { api, errorMessage, NetworkError, type LoginOutcome } from '../../api';
import { currentPushToken } from '../../push/browser-push';
import {
  OFFLINE_MESSAGE,
  hasErrors,
  hasSafeRedirect,
  homeTarget,
  isRejected,
  mustChangePassword,
  mustVerifyProfile,
  redirectTarget,
  rejectionMessage,
  validateCredentials,
  type CredentialErrors,
  type Credentials,
} from './login.logic';

export interface LoginContext {
  redirectTo: string | null;
  errors: CredentialErrors;
  /** Server message or offline message of the last failed attempt. */
  message: string;
  target: string | null;
}

export type LoginEvent = { type: 'SUBMIT' } & Credentials;

/** Logs in and stores the session before the machine decides where to go, so the guard sees it. */
const loginActor = fromPromise<LoginOutcome, Credentials>(async ({ input }) => {
  const outcome = await api.login(input, await currentPushToken());
  // The vault (and IndexedDB) loads once a login succeeds, not with the login page.
  if (outcome.ok) await (await import('../../session/vault')).saveLogin(outcome.login);
  return outcome;
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { redirectTo?: string | null },
    output: {} as { target: string },
  },
  actors: { login: loginActor },
  actions: {
    showErrors: assign({ errors: ({ event }) => validateCredentials(event), message: '' }),
    clearErrors: assign({ errors: {}, message: '' }),
  },
  guards: {
    credentialsInvalid: ({ event }) => hasErrors(validateCredentials(event)),
    rejected: (_, outcome: LoginOutcome) => isRejected(outcome),
    mustChangePassword: (_, outcome: LoginOutcome) => mustChangePassword(outcome),
    mustVerifyProfile: (_, outcome: LoginOutcome) => mustVerifyProfile(outcome),
    hasSafeRedirect: ({ context }) => hasSafeRedirect(context.redirectTo),
    offline: (_, error: unknown) => error instanceof NetworkError,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ redirectTo: input.redirectTo ?? null, errors: {}, message: '', target: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: { idle: {}, failure: {} },
      on: {
        SUBMIT: [
          { guard: 'credentialsInvalid', target: '.idle', actions: 'showErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => ({ userid: event.userid.trim(), password: event.password }),
        onDone: [
          {
            guard: { type: 'rejected', params: ({ event }) => event.output },
            target: 'editing.failure',
            actions: assign({ message: ({ event }) => rejectionMessage(event.output) }),
          },
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ target: '/password-change' }),
          },
          {
            guard: { type: 'mustVerifyProfile', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ target: '/profile' }),
          },
          {
            guard: 'hasSafeRedirect',
            target: 'done',
            actions: assign({ target: ({ context }) => redirectTarget(context.redirectTo) }),
          },
          { target: 'done', actions: assign({ target: ({ event }) => homeTarget(event.output) }) },
        ],
        onError: [
          {
            guard: { type: 'offline', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'editing.failure',
            actions: assign({ message: OFFLINE_MESSAGE }),
          },
          { target: 'editing.failure', actions: assign({ message: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ target: context.target ?? '/' }),
});
