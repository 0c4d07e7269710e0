import { assign, fromPromise, sendTo, setup } from 'xstate';
import { addedToTrip, additionResult, addToTripMachine, type AddToTripOutput } from '../booking/add-to-trip.machine';
import { approvalMachine, approvalResult, approvalSent, type ApprovalOutput } from '../booking/approval.machine';
import { paymentEndedAs } from '../booking/payment-step';
import { paymentMachine, type PaymentOutput } from '../booking/payment.machine';
import type { SelectedFare } from '../../contract/flights/policy';
import {
  fareChangeOf,
  isUnavailable,
  needsApproval,
  PRICE_HOLD_MS,
  type FareChange,
  type FlightBookingDraft,
  type FlightReprice,
  type RepriceOutcome,
} from './flight-booking.logic';

/** The book page's URL: the search's responseid and the chosen fares, maybe an approved request. */
export interface FlightBookingInput {
  responseid: string;
  selected: SelectedFare[];
  /** An approved booking approval the page was resumed with ('' when none). */
  approvalid?: string;
  /** How long a price is held before it is fetched again; defaults to PRICE_HOLD_MS. */
  priceHoldMs?: number;
}

export interface FlightBookingContext {
  responseid: string;
  selected: SelectedFare[];
  approvalid: string;
  priceHoldMs: number;
  /** The last price the page holds (REPRICE's answer, status OK). */
  price: FlightReprice | null;
  /** A fare change the user has not accepted yet (or the last one accepted, for the page to show). */
  fareChange: FareChange | null;
  /** REPRICE's reason the fares cannot be booked. */
  unavailable: string;
  /** The last request sent, so RETRY sends the same one (same clientref). */
  booking: FlightBookingDraft | null;
  tgbookingref: string;
  txid: string;
  paymenturl: string;
  /** The last failure's message, shown where it happened. */
  error: string;
  /** The server's answer to an approval request or a trip addition. */
  message: string;
}

export type FlightBookingEvent =
  | { type: 'ACCEPT_FARE' }
  | { type: 'SEND_FOR_APPROVAL'; booking: FlightBookingDraft }
  | { type: 'ADD_TO_TRIP'; booking: FlightBookingDraft }
  | { type: 'PROCEED_TO_PAYMENT'; booking: FlightBookingDraft }
  | { type: 'CONFIRM_PAYMENT' }
  | { type: 'EDIT_DETAILS' }
  | { type: 'RETRY' }
  | { type: 'REPRICE' };

export interface RepriceInput {
  responseid: string;
  selected: SelectedFare[];
}

/** The route provides the real calls (src/ui/flights/book/book-machine-calls.ts); these refuse, so a missing one shows. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const initialContext = (input: FlightBookingInput): FlightBookingContext => ({
  responseid: input.responseid,
  selected: input.selected,
  approvalid: input.approvalid ?? '',
  priceHoldMs: input.priceHoldMs ?? PRICE_HOLD_MS,
  price: null,
  fareChange: null,
  unavailable: '',
  booking: null,
  tgbookingref: '',
  txid: '',
  paymenturl: '',
  error: '',
  message: '',
});

export const flightBookingSetup = setup({
  types: {
    context: {} as FlightBookingContext,
    events: {} as FlightBookingEvent,
    input: {} as FlightBookingInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    repriceFlights: fromPromise<RepriceOutcome, RepriceInput>(notProvided('repriceFlights')),
    // The page provides them with its calls (approvalWith, addToTripWith, paymentWith).
    approval: approvalMachine,
    tripAddition: addToTripMachine,
    payment: paymentMachine,
  },
  delays: {
    // A held price goes stale: the page prices the fares again before anything is booked on it.
    priceHold: ({ context }) => context.priceHoldMs,
  },
  guards: {
    unavailable: (_, outcome: RepriceOutcome) => isUnavailable(outcome),
    fareChanged: ({ context }, outcome: RepriceOutcome) =>
      outcome.ok && fareChangeOf(context.price, outcome.price) !== null,
    priced: (_, outcome: RepriceOutcome) => outcome.ok,
    needsApproval: ({ context }) => needsApproval(context.price, context.approvalid),
    mayPay: ({ context }) => !needsApproval(context.price, context.approvalid),
    // Add to Trip names the trip in the request; without one there is nothing to add to.
    namesTrip: (_, booking: FlightBookingDraft) => (booking.jsondata.tripid ?? '') !== '',
    approvalSent: (_, output: ApprovalOutput) => approvalSent(output),
    addedToTrip: (_, output: AddToTripOutput) => addedToTrip(output),
    paymentEndedAs,
  },
  actions: {
    showError: assign((_, error: string) => ({ error })),
    keepPrice: assign(({ context }, outcome: RepriceOutcome) =>
      outcome.ok
        ? {
            price: outcome.price,
            fareChange: fareChangeOf(context.price, outcome.price) ?? context.fareChange,
            error: '',
          }
        : {},
    ),
    markUnavailable: assign((_, message: string) => ({ unavailable: message, price: null })),
    // SEND_FOR_APPROVAL, ADD_TO_TRIP, PROCEED_TO_PAYMENT: kept, so RETRY sends the same request.
    keepBooking: assign({
      booking: ({ context, event }) => ('booking' in event ? event.booking : context.booking),
      error: '',
      message: '',
    }),
    keepPayment: assign((_, output: PaymentOutput) =>
      output.status === 'abandoned'
        ? {}
        : { tgbookingref: output.tgbookingref, txid: output.txid, paymenturl: output.paymenturl },
    ),
    // RETRY and a changed request go to the payment, which takes them once its booking was refused.
    forwardToPayment: sendTo('payment', ({ event }) => event),
    // The approval's id and the server's message, or the refusal shown on review.
    keepApproval: assign((_, output: ApprovalOutput) => approvalResult(output)),
    keepTripAddition: assign((_, output: AddToTripOutput) => additionResult(output)),
  },
});
