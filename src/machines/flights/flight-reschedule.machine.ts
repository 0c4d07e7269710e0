import { assign, sendTo } from 'xstate';
import { paymentInvoke } from '../booking/payment-step';
import { errorText } from './flight-search.setup';
import {
  APPROVAL_FAILED,
  APPROVAL_FIRST,
  NO_FLIGHTS,
  PAYMENT_MODE_NEEDED,
  QUOTE_FAILED,
  REASON_NEEDED,
  RESCHEDULE_FAILED,
  datesProblem,
  pickProblem,
  rescheduleRequestOf,
  selectionOf,
} from './flight-reschedule.logic';
import { type FlightRescheduleContext, flightRescheduleSetup, initialContext } from './flight-reschedule.setup';

export type {
  ApprovalInput,
  ApprovalOutcome,
  FlightRescheduleContext,
  FlightRescheduleEvent,
  FlightRescheduleInput,
  QuoteInput,
  QuoteOutcome,
} from './flight-reschedule.setup';

/*
 * Changing a booked flight's dates from its e-ticket (docs/features/flights-reschedule.md): new
 * dates → the flight search for them (SEARCHFLIGHTSRESC, then QUEUERESULTS as any search) → a
 * flight picked per list → the quote (new fare, change fee, credit, what is paid or paid back) →
 * out of policy: the reason, and an approval when the company wants one → the change paid through
 * the shared payment machine (wallet at once, card at the gateway). Opened with an approved change
 * (`resume`), it prices that change at once.
 */

const requestOf = (context: FlightRescheduleContext) =>
  rescheduleRequestOf({
    ...context,
    selected: selectionOf(context.picks) ?? [],
    quote: context.quote!,
    paymentmode: context.paymentmode ?? 'cashcard',
  });

/** CONFIRM and SEND_FOR_APPROVAL: what stops them, in the order the user should hear it. */
const confirmBlocked = [
  { guard: 'reasonMissing', actions: { type: 'showError', params: REASON_NEEDED } },
  { guard: 'approvalNeeded', actions: { type: 'showError', params: APPROVAL_FIRST } },
  { guard: 'noPaymentMode', actions: { type: 'showError', params: PAYMENT_MODE_NEEDED } },
] as const;

export const flightRescheduleMachine = flightRescheduleSetup.createMachine({
  id: 'flightReschedule',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  on: {
    REASON: { actions: assign({ policyreason: ({ event }) => event.text }) },
    REMARKS: { actions: assign({ remarks: ({ event }) => event.text }) },
    PAYMENT_MODE: { actions: assign({ paymentmode: ({ event }) => event.mode }) },
  },
  states: {
    start: { always: [{ guard: 'resumed', target: 'open.quoting' }, { target: 'closed' }] },
    closed: {
      on: { OPEN: { target: 'open', actions: assign(({ context }) => initialContext(context)) } },
    },
    open: {
      initial: 'editing',
      on: {
        CLOSE: '#flightReschedule.closed',
        CHANGE_DATES: { target: '.editing', actions: assign({ error: '' }) },
      },
      states: {
        editing: {
          on: {
            ONWARD_DATE: { actions: assign({ onwarddate: ({ event }) => event.date, error: '' }) },
            RETURN_DATE: { actions: assign({ returndate: ({ event }) => event.date, error: '' }) },
            SEARCH: [
              {
                guard: 'badDates',
                actions: {
                  type: 'showError',
                  params: ({ context }) => datesProblem(context.trip, context.onwarddate, context.returndate),
                },
              },
              { target: 'searching', actions: assign({ error: '', lists: [], picks: [], quote: null }) },
            ],
          },
        },
        searching: {
          invoke: {
            id: 'search',
            src: 'searchFlights',
            input: ({ context }) => ({
              txid: context.txid,
              trip: context.trip,
              onwarddate: context.onwarddate,
              returndate: context.trip.triptype === 'roundtrip' ? context.returndate : '',
            }),
            onDone: [
              {
                guard: { type: 'found', params: ({ event }) => event.output },
                target: 'choosing',
                actions: assign({
                  responseid: ({ event }) => event.output.responseid,
                  lists: ({ event }) => event.output.lists,
                  picks: ({ event }) => event.output.lists.map(() => null),
                }),
              },
              { target: 'editing', actions: { type: 'showError', params: NO_FLIGHTS } },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => errorText(event.error) },
            },
          },
        },
        choosing: {
          on: {
            PICK: {
              actions: assign({
                picks: ({ context, event }) => context.picks.map((p, i) => (i === event.list ? event.fare : p)),
                error: '',
              }),
            },
            REVIEW: [
              {
                guard: 'pickMissing',
                actions: { type: 'showError', params: ({ context }) => pickProblem(context.picks) },
              },
              { target: 'quoting' },
            ],
          },
        },
        quoting: {
          entry: assign({ quote: null, error: '', message: '' }),
          invoke: {
            id: 'quote',
            src: 'quoteReschedule',
            input: ({ context }) => ({
              txid: context.txid,
              responseid: context.responseid,
              selected: selectionOf(context.picks) ?? [],
            }),
            onDone: [
              {
                guard: { type: 'quoted', params: ({ event }) => event.output },
                target: 'review',
                actions: [
                  assign({ quote: ({ event }) => (event.output.ok ? event.output.quote : null) }),
                  'newClientRef',
                ],
              },
              {
                guard: 'searched',
                target: 'choosing',
                actions: { type: 'showError', params: ({ event }) => (event.output.ok ? '' : event.output.message) },
              },
              {
                target: 'editing',
                actions: { type: 'showError', params: ({ event }) => (event.output.ok ? '' : event.output.message) },
              },
            ],
            onError: [
              { guard: 'searched', target: 'choosing', actions: { type: 'showError', params: QUOTE_FAILED } },
              { target: 'editing', actions: { type: 'showError', params: QUOTE_FAILED } },
            ],
          },
        },
        review: {
          on: {
            CHANGE_FLIGHTS: { guard: 'searched', target: 'choosing', actions: assign({ error: '' }) },
            SEND_FOR_APPROVAL: [confirmBlocked[0], { guard: 'approvalNeeded', target: 'sendingForApproval' }],
            CONFIRM: [
              ...confirmBlocked,
              {
                target: '#flightReschedule.paying',
                actions: assign(({ context }) => ({ request: requestOf(context), error: '' })),
              },
            ],
          },
        },
        sendingForApproval: {
          invoke: {
            id: 'approval',
            src: 'sendForApproval',
            input: ({ context }) => ({
              txid: context.txid,
              responseid: context.responseid,
              selected: selectionOf(context.picks) ?? [],
              policyreason: context.policyreason.trim(),
            }),
            onDone: [
              {
                guard: { type: 'sent', params: ({ event }) => event.output },
                target: 'sentForApproval',
                actions: assign({ message: ({ event }) => event.output.message, error: '' }),
              },
              {
                target: 'review',
                actions: { type: 'showError', params: ({ event }) => (event.output.ok ? '' : event.output.message) },
              },
            ],
            onError: { target: 'review', actions: { type: 'showError', params: APPROVAL_FAILED } },
          },
        },
        // The approver answers later; the requester comes back with the approved id.
        sentForApproval: {},
      },
    },
    paying: {
      invoke: paymentInvoke<FlightRescheduleContext>(
        ({ context }) => ({ booking: context.request!, failedMessage: RESCHEDULE_FAILED }),
        { booked: 'changed', redirectingToGateway: 'redirectingToGateway', otherwise: 'closed' },
      ),
      on: {
        RETRY: { actions: 'forwardToPayment' },
        // Refused: the user may change how to pay (or the reason) and confirm again, same clientref.
        CONFIRM: [
          confirmBlocked[0],
          {
            actions: [
              assign(({ context }) => ({ request: requestOf(context), error: '' })),
              sendTo('payment', ({ context }) => ({ type: 'PROCEED_TO_PAYMENT' as const, booking: context.request })),
            ],
          },
        ],
        CLOSE: { actions: sendTo('payment', { type: 'ABANDON' }) },
      },
    },
    changed: { type: 'final' },
    redirectingToGateway: { type: 'final' },
  },
});
