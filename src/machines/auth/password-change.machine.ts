import { assign, fromPromise, setup } from 'xstate';
import { changePassword } from '../../contract/profile/operations';
import { api, errorMessage, NetworkError } from '../../api';
import { markPasswordChanged } from '../../session/vault';
import { OFFLINE_MESSAGE } from './login.logic';
import {
  CHANGE_FAILED,
  hasErrors,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeForm,
  type PasswordChangeOutcome,
} from './password-change.logic';

export interface PasswordChangeContext {
  errors: PasswordChangeErrors;
  message: string;
}

export type PasswordChangeEvent = { type: 'SUBMIT' } & PasswordChangeForm;

/**
 * One submit is one user action: callOperation makes its idempotency key once and reuses it on
 * every retry. The stored login stops demanding a change only after the server agreed.
 */
const changePasswordActor = fromPromise<PasswordChangeOutcome, { oldpassword: string; newpassword: string }>(
  async ({ input }) => {
    const { ApiStatus } = await api.callOperation(changePassword, input);
    if (ApiStatus.Status !== 'OK') return { ok: false, message: ApiStatus.Message || CHANGE_FAILED };
    await markPasswordChanged();
    return { ok: true };
  },
);

export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent },
  actors: { changePassword: changePasswordActor },
  actions: {
    showErrors: assign({ errors: ({ event }) => validatePasswordChange(event), message: '' }),
    clearErrors: assign({ errors: {}, message: '' }),
  },
  guards: {
    formInvalid: ({ event }) => hasErrors(validatePasswordChange(event)),
    rejected: (_, outcome: PasswordChangeOutcome) => !outcome.ok,
    offline: (_, error: unknown) => error instanceof NetworkError,
  },
}).createMachine({
  id: 'passwordChange',
  context: { errors: {}, message: '' },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: { idle: {}, failure: {} },
      on: {
        SUBMIT: [
          { guard: 'formInvalid', target: '.idle', actions: 'showErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => ({ oldpassword: event.current, newpassword: event.next }),
        onDone: [
          {
            guard: { type: 'rejected', params: ({ event }) => event.output },
            target: 'editing.failure',
            actions: assign({ message: ({ event }) => (event.output.ok ? '' : event.output.message) }),
          },
          { target: 'done' },
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
});
