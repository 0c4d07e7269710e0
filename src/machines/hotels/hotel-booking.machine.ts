import { assign } from 'xstate';
import { paymentInvoke } from '../booking/payment-step';
import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  RECHECK_FAILED_MESSAGE,
  errorText,
} from './hotel-booking.logic';
import { type HotelBookingContext, hotelBookingSetup, initialContext } from './hotel-booking.setup';

export type { HotelBookingDraft, HotelRecheckOutcome } from './hotel-booking.logic';
export type { HotelBookingContext, HotelBookingEvent, HotelBookingInput } from './hotel-booking.setup';

const recheckFailure = (outcome: { status: string; message?: string }) => outcome.message || RECHECK_FAILED_MESSAGE;

/**
 * The hotel book page (docs/features/hotels.md "Screens", booking screen): resumed with an approval,
 * the request it was asked with is read back first (the page refills its form); the rate is rechecked
 * then → review; a new price waits for ACCEPT_PRICE (or GO_BACK to the hotel), a room gone ends
 * the flow; without a network the page keeps its form and waits, rechecking once the browser is
 * online. From review: sent for approval, added to the trip, or reviewed with the exact total and
 * paid on CONFIRM_PAYMENT (the shared payment machine). bookhotel's own recheck refusing (409) brings
 * the page back here with RECHECK, which shows the new price or the sold-out room.
 */
export const hotelBookingMachine = hotelBookingSetup.createMachine({
  id: 'hotelBooking',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'resumingApproval', target: 'resuming' }, { target: 'starting' }] },
    // Resumed with an approval: its kept request refills the form before the rate is rechecked.
    resuming: {
      invoke: {
        id: 'loadApprovedRequest',
        src: 'loadApprovedRequest',
        input: ({ context }) => ({ approvalid: context.approvalid }),
        onDone: { target: 'starting', actions: { type: 'keepResumed', params: ({ event }) => event.output } },
        onError: { target: 'starting' },
      },
    },
    starting: { always: [{ guard: 'offline', target: 'waitingForNetwork' }, { target: 'rechecking' }] },
    rechecking: {
      invoke: {
        id: 'recheckRate',
        src: 'recheckRate',
        input: ({ context }) => ({ ratekey: context.ratekey }),
        onDone: [
          {
            guard: { type: 'unchanged', params: ({ event }) => event.output },
            target: 'review',
            actions: { type: 'keepRate', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'priceChanged', params: ({ event }) => event.output },
            target: 'priceChanged',
            actions: { type: 'offerPrice', params: ({ event }) => event.output },
          },
          { guard: { type: 'soldOut', params: ({ event }) => event.output }, target: 'soldOut' },
          { guard: { type: 'noNetwork', params: ({ event }) => event.output }, target: 'waitingForNetwork' },
          {
            target: 'recheckFailed',
            actions: { type: 'showError', params: ({ event }) => recheckFailure(event.output) },
          },
        ],
        onError: {
          target: 'recheckFailed',
          actions: { type: 'showError', params: ({ event }) => errorText(event.error, RECHECK_FAILED_MESSAGE) },
        },
      },
    },
    recheckFailed: { on: { RETRY: { target: 'rechecking', actions: assign({ error: '' }) } } },
    // The form stays usable, nothing is booked: the rate is checked again once the browser is online.
    waitingForNetwork: {
      invoke: { id: 'online', src: 'online' },
      on: { ONLINE: { target: 'rechecking' }, RETRY: { target: 'rechecking' } },
    },
    priceChanged: {
      on: {
        ACCEPT_PRICE: { target: 'review', actions: 'acceptPrice' },
        GO_BACK: { target: 'wentBack' },
      },
    },
    // Nothing to book: the page offers the way back to the hotel's other rooms.
    soldOut: { type: 'final' },
    wentBack: { type: 'final' },
    review: {
      on: {
        SEND_FOR_APPROVAL: { guard: 'needsApproval', target: 'sendingForApproval', actions: 'keepBooking' },
        ADD_TO_TRIP: { guard: 'inTrip', target: 'addingToTrip', actions: 'keepBooking' },
        PROCEED_TO_PAYMENT: { guard: 'mayPay', target: 'reviewing', actions: 'keepBooking' },
      },
    },
    // The stay as it will be paid, the exact total on the button: nothing is charged before CONFIRM_PAYMENT.
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
      // Abandoned (RECHECK after bookhotel's 409): the rate is checked again before anything else.
      invoke: paymentInvoke<HotelBookingContext>(
        ({ context }) => ({ booking: context.booking!, failedMessage: BOOKING_FAILED_MESSAGE }),
        { booked: 'booked', redirectingToGateway: 'redirectingToGateway', otherwise: 'rechecking' },
      ),
      on: {
        RETRY: { actions: 'forwardToPayment' },
        PROCEED_TO_PAYMENT: { actions: 'forwardToPayment' },
        RECHECK: { actions: 'abandonPayment' },
      },
    },
    redirectingToGateway: { type: 'final' },
    booked: { type: 'final' },
  },
});
