import { assign, fromPromise, setup } from 'xstate';
import { api } from '../../api';
import { confirmBasicProfile } from '../../contract/profile/operations';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { ApiStatus } from '../../contract/envelope';
import { firstProfileError, stripDialPlus, type ProfileConfirmation, type ProfileRules } from '../../domain/profile-confirmation';
import { refreshProfile } from '../../ui/profile/refresh-profile';
import { failureMessage, refusalMessage, type SaveRequest } from './profile-confirm.logic';

export interface ProfileConfirmContext {
  rules: ProfileRules;
  today: Date;
  /** The message on show: a validation or failure text (editing.invalid/failed) or the server's success text. */
  message: string;
}

export type ProfileConfirmEvent =
  | { type: 'UPDATE'; details: ProfileConfirmation; customfields?: CustomFieldAnswers }
  | { type: 'CONFIRM'; details: ProfileConfirmation; customfields?: CustomFieldAnswers }
  | { type: 'SKIP' };

/**
 * Saves, then refreshes the session's profilemaster. A failed refresh is ignored (docs/product.md#error-messages: "profile
 * fetch errors are ignored"): the save itself succeeded and the next login reads the new details.
 */
const saveActor = fromPromise<ApiStatus, SaveRequest>(async ({ input: { details, confirm, customfields } }) => {
  const { ApiStatus } = await api.callOperation(confirmBasicProfile, {
    title: details.title,
    firstname: details.firstName.trim(),
    lastname: details.lastName.trim(),
    mobile_countrycode: stripDialPlus(details.countryCode),
    mobile: details.mobile.trim(),
    gender: details.gender,
    birthdate: details.birthDate,
    confirm,
    ...(customfields ? { customfields } : {}),
  });
  if (ApiStatus.Status === 'OK') await refreshProfile().catch(() => undefined);
  return ApiStatus;
});

/** What an UPDATE or CONFIRM hands the save: the details and, when the form asked them, the custom-field answers. */
function saveFields(event: ProfileConfirmEvent): Omit<SaveRequest, 'confirm'> {
  const { details, customfields } = event as Extract<ProfileConfirmEvent, { type: 'UPDATE' }>;
  return customfields ? { details, customfields } : { details };
}

export const profileConfirmMachine = setup({
  types: {
    context: {} as ProfileConfirmContext,
    events: {} as ProfileConfirmEvent,
    input: {} as { rules: ProfileRules; today?: Date },
  },
  actors: { save: saveActor },
  actions: {
    showInvalid: assign({
      message: ({ context, event }) => ('details' in event ? (firstProfileError(event.details, context.rules, context.today) ?? '') : ''),
    }),
  },
  guards: {
    invalid: ({ context, event }) => 'details' in event && firstProfileError(event.details, context.rules, context.today) !== null,
    refused: (_, status: ApiStatus) => status.Status !== 'OK',
  },
}).createMachine({
  id: 'profileConfirm',
  context: ({ input }) => ({ rules: input.rules, today: input.today ?? new Date(), message: '' }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: { idle: {}, invalid: {}, failed: {}, updated: {} },
      on: {
        UPDATE: [
          { guard: 'invalid', target: '.invalid', actions: 'showInvalid' },
          { target: 'updating', actions: assign({ message: '' }) },
        ],
        CONFIRM: [
          { guard: 'invalid', target: '.invalid', actions: 'showInvalid' },
          { target: 'confirming', actions: assign({ message: '' }) },
        ],
        SKIP: 'skipped',
      },
    },
    updating: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ ...saveFields(event), confirm: false }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'editing.failed',
            actions: assign({ message: ({ event }) => refusalMessage(event.output) }),
          },
          { target: 'editing.updated', actions: assign({ message: ({ event }) => event.output.Message ?? '' }) },
        ],
        onError: { target: 'editing.failed', actions: assign({ message: ({ event }) => failureMessage(event.error) }) },
      },
    },
    confirming: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ ...saveFields(event), confirm: true }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'editing.failed',
            actions: assign({ message: ({ event }) => refusalMessage(event.output) }),
          },
          { target: 'confirmed', actions: assign({ message: ({ event }) => event.output.Message ?? '' }) },
        ],
        onError: { target: 'editing.failed', actions: assign({ message: ({ event }) => failureMessage(event.error) }) },
      },
    },
    /** Final: the dialog closes and its owner shows context.message. */
    confirmed: { type: 'final' },
    skipped: { type: 'final' },
  },
});
