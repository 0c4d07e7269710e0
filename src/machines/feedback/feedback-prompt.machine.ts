import { assign, fromPromise, setup } from 'xstate';
import { api } from '../../api';
import { getPendingFeedbackTrip, submitTripFeedback } from '../../contract/feedback/operations';
import {
  FEEDBACK_FAILED,
  type FeedbackTrip,
  PENDING_FEEDBACK_LIMIT,
  isTravelAdmin,
  ratingsMessage,
} from '../../domain/feedback';
import { NOTICE_KEYS, markSeen } from '../../ui/shared/seen-notices';
import {
  type FeedbackForm,
  type FeedbackPromptInput,
  type PendingAnswer,
  type SubmitFields,
  isAlreadySubmitted,
  submitFieldsOf,
  tripToPrompt,
} from './feedback-prompt.logic';

export interface FeedbackPromptContext extends FeedbackPromptInput {
  trip: FeedbackTrip | null;
  form: FeedbackForm | null;
  /** The message on show: the ratings rule (open.invalid) or the spec's failure text (open.failed). */
  message: string;
  outcome: 'notShown' | 'later' | 'submitted';
}

export type FeedbackPromptEvent =
  /** The screen has had no other dialog for a while: the prompt's turn (it never stacks on another popup). */
  | { type: 'SCREEN_QUIET' }
  | { type: 'SUBMIT'; form: FeedbackForm }
  /** 'Do it later'. */
  | { type: 'LATER' };

const loadPendingTripsActor = fromPromise<PendingAnswer, { corporateid: string; profileid: string }>(({ input }) =>
  api.callOperation(getPendingFeedbackTrip, { limit: PENDING_FEEDBACK_LIMIT, ...input }),
);

/** One submit is one user action: one idempotency key, reused on every retry of the call. */
const submitFeedbackActor = fromPromise<void, SubmitFields>(async ({ input }) => {
  await api.callOperation(submitTripFeedback, input);
});

/** docs/product.md#trip-feedback Feedback prompt and docs/product.md#validation-rules Feedback; 'Do it later' holds for the day (issue 15). */
export const feedbackPromptMachine = setup({
  types: {
    context: {} as FeedbackPromptContext,
    events: {} as FeedbackPromptEvent,
    input: {} as FeedbackPromptInput,
  },
  actors: { loadPendingTrips: loadPendingTripsActor, submitFeedback: submitFeedbackActor },
  actions: {
    // Issue 15: at most once a day per profile, whether it was answered, put off or just seen.
    markShownToday: ({ context }) =>
      markSeen(context.profileid, context.corporateid, [NOTICE_KEYS.feedbackDay(context.today)]),
  },
  guards: {
    isTravelAdmin: ({ context }) => isTravelAdmin(context.role),
    wasDismissed: ({ context }) => context.dismissed,
    hasPromptTrip: ({ context }, answer: PendingAnswer) => tripToPrompt(context, answer) !== null,
    ratingsMissing: ({ event }) =>
      event.type === 'SUBMIT' && ratingsMessage(event.form.booking, event.form.travel) !== null,
    alreadySubmitted: (_, error: unknown) => isAlreadySubmitted(error),
  },
}).createMachine({
  id: 'feedbackPrompt',
  context: ({ input }) => ({ ...input, trip: null, form: null, message: '', outcome: 'notShown' }),
  initial: 'checking',
  states: {
    // Who is never asked is decided before any call is made.
    checking: {
      always: [
        { guard: 'isTravelAdmin', target: 'closed' },
        { guard: 'wasDismissed', target: 'closed' },
        { target: 'waiting' },
      ],
    },
    waiting: { on: { SCREEN_QUIET: 'loading' } },
    loading: {
      invoke: {
        id: 'loadPendingTrips',
        src: 'loadPendingTrips',
        input: ({ context }) => ({ corporateid: context.corporateid, profileid: context.profileid }),
        onDone: [
          {
            guard: { type: 'hasPromptTrip', params: ({ event }) => event.output },
            target: 'open',
            actions: assign({ trip: ({ context, event }) => tripToPrompt(context, event.output) }),
          },
          { target: 'closed' },
        ],
        // docs/product.md#error-messages: data calls swallow failures; a survey is not worth an error message.
        onError: 'closed',
      },
    },
    open: {
      entry: 'markShownToday',
      initial: 'editing',
      states: { editing: {}, invalid: {}, failed: {} },
      on: {
        SUBMIT: [
          {
            guard: 'ratingsMissing',
            target: '.invalid',
            actions: assign({ message: ({ event }) => ratingsMessage(event.form.booking, event.form.travel) ?? '' }),
          },
          { target: 'submitting', actions: assign({ form: ({ event }) => event.form, message: '' }) },
        ],
        LATER: { target: 'closed', actions: assign({ outcome: 'later' }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) => submitFieldsOf(context.trip!, context.form!),
        onDone: { target: 'closed', actions: assign({ outcome: 'submitted' }) },
        onError: [
          {
            guard: { type: 'alreadySubmitted', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'closed',
            actions: assign({ outcome: 'submitted' }),
          },
          { target: 'open.failed', actions: assign({ message: FEEDBACK_FAILED }) },
        ],
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome }),
});
