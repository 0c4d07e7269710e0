import { assign, sendTo } from 'xstate';
import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  REPRICE_FAILED_MESSAGE,
  errorText,
  failureMessage,
  unavailableMessage,
} from './flight-booking.logic';
import { paymentInvoke } from '../booking/payment-step';
import { type FlightBookingContext, flightBookingSetup, initialContext } from './flight-booking.setup';

export type {
  AddToTripOutcome,
  ApprovalOutcome,
  BookingOutcome,
  FareChange,
  FlightBookingDraft,
  FlightReprice,
  RepriceOutcome,
} from './flight-booking.logic';
export type {
  FlightBookingContext,
  FlightBookingEvent,
  FlightBookingInput,
  RepriceInput,
} from './flight-booking.setup';

/**
 * The flight book page (/flights/book): the chosen fares are re-priced (REPRICE) → a changed fare
 * waits for the user's acceptance, fares no longer sold end the flow → review, where the price is
 * held for a while and then fetched again → sent for approval, added to a trip, or reviewed (the
 * request and the exact amount, EDIT_DETAILS back to the form) and then paid on CONFIRM_PAYMENT (the
 * shared payment machine: wallet or card, retries). A failed call keeps the user on the page with the
 * server's message; after a refused booking REPRICE fetches the price the server named.
 */
export const flightBookingMachine = flightBookingSetup.createMachine({
  id: 'flightBooking',
  context: ({ input }) => initialContext(input),
  initial: 'repricing',
  states: {
    repricing: {
      invoke: {
        id: 'repriceFlights',
        src: 'repriceFlights',
        input: ({ context }) => ({ responseid: context.responseid, selected: context.selected }),
        onDone: [
          {
            guard: { type: 'unavailable', params: ({ event }) => event.output },
            target: 'unavailable',
            actions: { type: 'markUnavailable', params: ({ event }) => unavailableMessage(event.output) },
          },
          {
            guard: { type: 'fareChanged', params: ({ event }) => event.output },
            target: 'fareChanged',
            actions: { type: 'keepPrice', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'priced', params: ({ event }) => event.output },
            target: 'review',
            actions: { type: 'keepPrice', params: ({ event }) => event.output },
          },
          {
            target: 'repriceFailed',
            actions: { type: 'showError', params: ({ event }) => failureMessage(event.output, REPRICE_FAILED_MESSAGE) },
          },
        ],
        onError: {
          target: 'repriceFailed',
          actions: { type: 'showError', params: ({ event }) => errorText(event.error, REPRICE_FAILED_MESSAGE) },
        },
      },
    },
    repriceFailed: { on: { RETRY: { target: 'repricing', actions: assign({ error: '' }) } } },
    // Nothing to book: the page shows REPRICE's reason and the way back to the search.
    unavailable: { type: 'final' },
    // The fare moved: nothing can be booked until the user accepts the new total.
    fareChanged: { on: { ACCEPT_FARE: { target: 'review' } } },
    review: {
      after: { priceHold: { target: 'repricing' } },
      on: {
        SEND_FOR_APPROVAL: { guard: 'needsApproval', target: 'sendingForApproval', actions: 'keepBooking' },
        ADD_TO_TRIP: {
          guard: { type: 'namesTrip', params: ({ event }) => event.booking },
          target: 'addingToTrip',
          actions: 'keepBooking',
        },
        PROCEED_TO_PAYMENT: { guard: 'mayPay', target: 'reviewing', actions: 'keepBooking' },
        REPRICE: { target: 'repricing' },
      },
    },
    // The request as it will be paid, with the exact amount on the button: nothing is charged before
    // CONFIRM_PAYMENT. No price timer here: the server refuses a moved price and the page re-prices.
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
        input: ({ context }) => ({ booking: context.booking!, failedMessage: ADD_TO_TRIP_FAILED_MESSAGE }),
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
      // Otherwise the server named a new price: fetch it, and the user accepts it before booking again.
      invoke: paymentInvoke<FlightBookingContext>(
        ({ context }) => ({ booking: context.booking!, failedMessage: BOOKING_FAILED_MESSAGE }),
        { booked: 'booked', redirectingToGateway: 'redirectingToGateway', otherwise: 'repricing' },
      ),
      on: {
        RETRY: { actions: 'forwardToPayment' },
        PROCEED_TO_PAYMENT: { actions: 'forwardToPayment' },
        REPRICE: { actions: sendTo('payment', { type: 'ABANDON' }) },
      },
    },
    redirectingToGateway: { type: 'final' },
    booked: { type: 'final' },
  },
});
