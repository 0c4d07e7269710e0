import { assign, fromPromise, sendTo, setup } from 'xstate';
import { addedToTrip, additionResult, addToTripMachine, type AddToTripOutput } from '../booking/add-to-trip.machine';
import { approvalMachine, approvalResult, approvalSent, type ApprovalOutput } from '../booking/approval.machine';
import { paymentMachine, type PaymentOutput } from '../booking/payment.machine';
import type { InsuranceResultsQuery, InsuranceReviewQuery } from '../../domain/insurance-query';
import {
  needsApproval,
  type InsuranceBookingDraft,
  type InsurancePlan,
  type InsurancePrice,
  type PriceOutcome,
} from './insurance.logic';

/** Which page started the flow, with its decoded `ins` query. */
export type InsuranceMachineInput = (
  | { entry: 'search'; query?: null }
  | { entry: 'results'; query: InsuranceResultsQuery }
  | { entry: 'review'; query: InsuranceReviewQuery }
) & {
  /** The active trip session's trip ('' outside one): searches and bookings carry it. */
  tripid?: string;
  /** An approved booking approval the review page was resumed with ('' when none). */
  approvalid?: string;
};

export interface InsuranceContext {
  tripid: string;
  approvalid: string;
  search: InsuranceResultsQuery | null;
  plans: InsurancePlan[];
  review: InsuranceReviewQuery | null;
  price: InsurancePrice | null;
  /** The last booking sent, so RETRY after a failure sends the same one. */
  booking: InsuranceBookingDraft | null;
  txid: string;
  tgbookingref: string;
  paymenturl: string;
  /** The message of the last failure, shown on the page it happened on. */
  error: string;
  /** The server's answer to a request for approval. */
  message: string;
}

export type InsuranceEvent =
  | { type: 'SEARCH'; request: InsuranceResultsQuery }
  | { type: 'MODIFY_SEARCH'; request: InsuranceResultsQuery }
  | { type: 'SELECT_PLAN'; plan: InsurancePlan }
  | { type: 'PRICE_LOADED'; price: InsurancePrice }
  | { type: 'SEND_FOR_APPROVAL'; booking: InsuranceBookingDraft }
  | { type: 'ADD_TO_TRIP'; booking: InsuranceBookingDraft }
  | { type: 'PROCEED_TO_PAYMENT'; booking: InsuranceBookingDraft }
  | { type: 'CONFIRM_PAYMENT' }
  | { type: 'EDIT_DETAILS' }
  | { type: 'RETRY' };

export interface SearchPlansInput {
  request: InsuranceResultsQuery;
  tripid: string;
}
export interface FetchPriceInput {
  query: InsuranceReviewQuery;
  tripid: string;
  approvalid: string;
}

/** The routes provide the real calls (src/ui/insurance/*-api.ts); these refuse, so a missing one shows. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const initialContext = (input: InsuranceMachineInput): InsuranceContext => ({
  tripid: input.tripid ?? '',
  approvalid: input.approvalid ?? '',
  search: input.entry === 'results' ? input.query : null,
  plans: [],
  review: input.entry === 'review' ? input.query : null,
  price: null,
  booking: null,
  txid: '',
  tgbookingref: '',
  paymenturl: '',
  error: '',
  message: '',
});

export const insuranceSetup = setup({
  types: {
    context: {} as InsuranceContext,
    events: {} as InsuranceEvent,
    input: {} as InsuranceMachineInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    searchPlans: fromPromise<InsurancePlan[], SearchPlansInput>(notProvided('searchPlans')),
    fetchPrice: fromPromise<PriceOutcome<InsurancePrice>, FetchPriceInput>(notProvided('fetchPrice')),
    // The page provides them with its calls (approvalWith, addToTripWith, paymentWith).
    approval: approvalMachine,
    tripAddition: addToTripMachine,
    payment: paymentMachine,
  },
  guards: {
    startsWithResults: ({ context }) => context.search !== null,
    startsWithReview: ({ context }) => context.review !== null,
    hasPlans: (_, plans: InsurancePlan[]) => plans.length > 0,
    eligible: (_, plan: InsurancePlan) => plan.eligible,
    priced: (_, outcome: PriceOutcome<InsurancePrice>) => outcome.ok,
    needsApproval: ({ context }) => needsApproval(context.price, context.approvalid),
    mayPay: ({ context }) => !needsApproval(context.price, context.approvalid),
    inTrip: ({ context }) => context.tripid !== '',
    approvalSent: (_, output: ApprovalOutput) => approvalSent(output),
    addedToTrip: (_, output: AddToTripOutput) => addedToTrip(output),
    paymentEndedAs: (_, { output, status }: { output: PaymentOutput; status: PaymentOutput['status'] }) =>
      output.status === status,
  },
  actions: {
    // SEARCH and MODIFY_SEARCH: the list is cleared before the new search runs.
    startSearch: assign({
      search: ({ context, event }) => ('request' in event ? event.request : context.search),
      plans: [],
      error: '',
    }),
    showError: assign((_, error: string) => ({ error })),
    // SEND_FOR_APPROVAL, ADD_TO_TRIP, PROCEED_TO_PAYMENT: kept, so RETRY sends the same booking.
    keepBooking: assign({
      booking: ({ context, event }) => ('booking' in event ? event.booking : context.booking),
      error: '',
    }),
    keepPayment: assign((_, output: PaymentOutput) =>
      output.status === 'abandoned'
        ? {}
        : { txid: output.txid, tgbookingref: output.tgbookingref, paymenturl: output.paymenturl },
    ),
    // RETRY and a changed request go to the payment, which takes them once its booking was refused.
    forwardToPayment: sendTo('payment', ({ event }) => event),
    // The approval's id and the server's message, or the refusal shown on review.
    keepApproval: assign((_, output: ApprovalOutput) => approvalResult(output)),
    keepTripAddition: assign((_, output: AddToTripOutput) => additionResult(output)),
  },
});
