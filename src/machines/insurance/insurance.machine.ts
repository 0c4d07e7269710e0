import { assign } from 'xstate';
import {
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  PRICE_FAILED_MESSAGE,
  errorText,
  failureMessage,
  reviewQueryFor,
} from './insurance.logic';
import { initialContext, insuranceSetup } from './insurance.setup';
export type {
  AddToTripOutcome,
  ApprovalOutcome,
  BookingOutcome,
  InsuranceBookingDraft,
  InsurancePlan,
  InsurancePrice,
  PriceOutcome,
} from './insurance.logic';

export type {
  FetchPriceInput,
  InsuranceContext,
  InsuranceEvent,
  InsuranceMachineInput,
  SearchPlansInput,
} from './insurance.setup';

/**
 * The insurance flow of docs/product.md#screens-and-routes/docs/product.md#trip-statuses: search → plans (or none) → a plan is priced for review →
 * sent for approval, added to the trip, or paid (the shared payment machine: wallet or card,
 * retries). A failed call keeps the user on the page it happened on, with the server's message.
 */
export const insuranceMachine = insuranceSetup.createMachine({
  id: 'insurance',
  context: ({ input }) => initialContext(input),
  initial: 'searchForm',
  states: {
    searchForm: {
      always: [
        { guard: 'startsWithResults', target: 'searching' },
        { guard: 'startsWithReview', target: 'pricing' },
      ],
      on: {
        SEARCH: { target: 'searching', actions: 'startSearch' },
      },
    },
    searching: {
      invoke: {
        id: 'searchPlans',
        src: 'searchPlans',
        input: ({ context }) => ({ request: context.search!, tripid: context.tripid }),
        onDone: [
          {
            guard: { type: 'hasPlans', params: ({ event }) => event.output },
            target: 'results',
            actions: assign({ plans: ({ event }) => event.output }),
          },
          { target: 'noPlans' },
        ],
        // docs/product.md#error-messages: search calls fail silently with empty results.
        onError: { target: 'noPlans' },
      },
      // Modifying the search clears the list and searches again (docs/product.md#insurance-search Insurance search).
      on: {
        MODIFY_SEARCH: { target: 'searching', reenter: true, actions: 'startSearch' },
      },
    },
    results: {
      on: {
        MODIFY_SEARCH: { target: 'searching', actions: 'startSearch' },
        SELECT_PLAN: {
          guard: { type: 'eligible', params: ({ event }) => event.plan },
          target: 'pricing',
          actions: assign({
            review: ({ context, event }) => reviewQueryFor(context.search!, event.plan),
            price: null,
            error: '',
          }),
        },
      },
    },
    noPlans: {
      on: {
        MODIFY_SEARCH: { target: 'searching', actions: 'startSearch' },
      },
    },
    pricing: {
      invoke: {
        id: 'fetchPrice',
        src: 'fetchPrice',
        input: ({ context }) => ({ query: context.review!, tripid: context.tripid, approvalid: context.approvalid }),
        onDone: [
          {
            guard: { type: 'priced', params: ({ event }) => event.output },
            target: 'review',
            actions: assign({ price: ({ event }) => (event.output.ok ? event.output.price : null), error: '' }),
          },
          {
            target: 'priceFailed',
            actions: { type: 'showError', params: ({ event }) => failureMessage(event.output, PRICE_FAILED_MESSAGE) },
          },
        ],
        onError: {
          target: 'priceFailed',
          actions: { type: 'showError', params: ({ event }) => errorText(event.error, PRICE_FAILED_MESSAGE) },
        },
      },
      // A price the page already holds (one it fetched itself) ends the wait without a second call.
      on: { PRICE_LOADED: { target: 'review', actions: assign({ price: ({ event }) => event.price }) } },
    },
    priceFailed: { on: { RETRY: { target: 'pricing', actions: assign({ error: '' }) } } },
    review: {
      on: {
        SEND_FOR_APPROVAL: { guard: 'needsApproval', target: 'sendingForApproval', actions: 'keepBooking' },
        ADD_TO_TRIP: { guard: 'inTrip', target: 'addingToTrip', actions: 'keepBooking' },
        PROCEED_TO_PAYMENT: { guard: 'mayPay', target: 'reviewing', actions: 'keepBooking' },
      },
    },
    // The booking as it will be paid, the exact premium on the button: nothing is charged before CONFIRM_PAYMENT.
    reviewing: {
      on: {
        CONFIRM_PAYMENT: { target: 'paying' },
        EDIT_DETAILS: { target: 'review' },
      },
    },
    sendingForApproval: {
      invoke: {
        id: 'approval',
        src: 'approval',
        input: ({ context }) => ({ booking: context.booking!, failedMessage: APPROVAL_FAILED_MESSAGE }),
        onDone: [
          {
            guard: { type: 'approvalSent', params: ({ event }) => event.output },
            target: 'sentForApproval',
            actions: { type: 'keepApproval', params: ({ event }) => event.output },
          },
          { target: 'review', actions: { type: 'keepApproval', params: ({ event }) => event.output } },
        ],
      },
    },
    sentForApproval: { type: 'final' },
    addingToTrip: {
      invoke: {
        id: 'tripAddition',
        src: 'tripAddition',
        // No fallback of ours: the server's message or the error's (docs/product.md#error-messages).
        input: ({ context }) => ({ booking: context.booking!, failedMessage: '' }),
        onDone: [
          {
            guard: { type: 'addedToTrip', params: ({ event }) => event.output },
            target: 'addedToTrip',
            actions: { type: 'keepTripAddition', params: ({ event }) => event.output },
          },
          { target: 'review', actions: { type: 'keepTripAddition', params: ({ event }) => event.output } },
        ],
      },
    },
    addedToTrip: { type: 'final' },
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({ booking: context.booking!, failedMessage: BOOKING_FAILED_MESSAGE }),
        onDone: [
          {
            guard: { type: 'paymentEndedAs', params: ({ event }) => ({ output: event.output, status: 'booked' }) },
            target: 'booked',
            actions: { type: 'keepPayment', params: ({ event }) => event.output },
          },
          { target: 'redirectingToGateway', actions: { type: 'keepPayment', params: ({ event }) => event.output } },
        ],
      },
      on: {
        RETRY: { actions: 'forwardToPayment' },
        PROCEED_TO_PAYMENT: { actions: 'forwardToPayment' },
      },
    },
    redirectingToGateway: { type: 'final' },
    booked: { type: 'final' },
  },
});
