import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { FlightPaymentMode } from '../../contract/flights/booking-request';
import type { SelectedFare } from '../../contract/flights/policy';
import type { RescheduleQuote, RescheduleRequest } from '../../contract/flights/reschedule';
import { paymentEndedAs } from '../booking/payment-step';
import { type PaymentOutput, paymentMachine } from '../booking/payment.machine';
import type { OfferList } from './flight-search.machine';
import type { RescheduleSearchInput, RescheduleSearchOutput } from './flight-reschedule.search';
import {
  type RescheduleTrip,
  approvalNeeded,
  datesProblem,
  hasOffers,
  pickProblem,
  reasonMissing,
} from './flight-reschedule.logic';

/** The e-ticket's booking, and maybe the approved change the page was opened with. */
export interface FlightRescheduleInput {
  txid: string;
  trip: RescheduleTrip;
  /** An approved change (`?approvalid=`): its search and fares, priced again at once. */
  resume?: { responseid: string; selected: SelectedFare[]; approvalid: string } | null;
}

export interface QuoteInput {
  txid: string;
  responseid: string;
  selected: SelectedFare[];
}
export type QuoteOutcome = { ok: true; quote: RescheduleQuote } | { ok: false; message: string };
export interface ApprovalInput extends QuoteInput {
  policyreason: string;
}
export type ApprovalOutcome = { ok: true; approvalid: string; message: string } | { ok: false; message: string };

export interface FlightRescheduleContext {
  txid: string;
  trip: RescheduleTrip;
  onwarddate: string;
  returndate: string;
  responseid: string;
  lists: OfferList[];
  /** The fare picked per list ('' lists none yet). */
  picks: (SelectedFare | null)[];
  quote: RescheduleQuote | null;
  policyreason: string;
  remarks: string;
  paymentmode: FlightPaymentMode | null;
  approvalid: string;
  /** Made per quoted change, kept across its retries: the server books a change once per clientref. */
  clientref: string;
  /** The request last sent, so RETRY sends the same. */
  request: RescheduleRequest | null;
  txidNew: string;
  paymenturl: string;
  /** What went wrong, shown where it happened; '' when nothing. */
  error: string;
  /** The server's answer to 'Send for approval'. */
  message: string;
}

export type FlightRescheduleEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'ONWARD_DATE'; date: string }
  | { type: 'RETURN_DATE'; date: string }
  | { type: 'SEARCH' }
  | { type: 'PICK'; list: number; fare: SelectedFare }
  | { type: 'REVIEW' }
  | { type: 'CHANGE_DATES' }
  | { type: 'CHANGE_FLIGHTS' }
  | { type: 'REASON'; text: string }
  | { type: 'REMARKS'; text: string }
  | { type: 'PAYMENT_MODE'; mode: FlightPaymentMode }
  | { type: 'SEND_FOR_APPROVAL' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' };

/** The page provides the real calls (src/ui/flights/reschedule/reschedule-machine-calls.ts); these refuse. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const initialContext = ({ txid, trip, resume }: FlightRescheduleInput): FlightRescheduleContext => ({
  txid,
  trip,
  onwarddate: trip.onwarddate,
  returndate: trip.returndate,
  responseid: resume?.responseid ?? '',
  lists: [],
  picks: resume?.selected ?? [],
  quote: null,
  policyreason: '',
  remarks: '',
  paymentmode: null,
  approvalid: resume?.approvalid ?? '',
  clientref: '',
  request: null,
  txidNew: '',
  paymenturl: '',
  error: '',
  message: '',
});

export const flightRescheduleSetup = setup({
  types: {
    context: {} as FlightRescheduleContext,
    events: {} as FlightRescheduleEvent,
    input: {} as FlightRescheduleInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    searchFlights: fromPromise<RescheduleSearchOutput, RescheduleSearchInput>(notProvided('searchFlights')),
    quoteReschedule: fromPromise<QuoteOutcome, QuoteInput>(notProvided('quoteReschedule')),
    sendForApproval: fromPromise<ApprovalOutcome, ApprovalInput>(notProvided('sendForApproval')),
    // The page provides it with TG-FLIGHTRESCHEDULE as its book call (paymentWith).
    payment: paymentMachine,
  },
  guards: {
    resumed: ({ context }) => context.approvalid !== '' && context.responseid !== '' && context.picks.length > 0,
    badDates: ({ context }) => datesProblem(context.trip, context.onwarddate, context.returndate) !== '',
    found: (_, output: RescheduleSearchOutput) => hasOffers(output.lists),
    pickMissing: ({ context }) => pickProblem(context.picks) !== '',
    quoted: (_, outcome: QuoteOutcome) => outcome.ok,
    searched: ({ context }) => context.lists.length > 0,
    reasonMissing: ({ context }) => reasonMissing(context.quote, context.policyreason),
    approvalNeeded: ({ context }) => approvalNeeded(context.quote, context.approvalid),
    noPaymentMode: ({ context }) => context.paymentmode === null,
    sent: (_, outcome: ApprovalOutcome) => outcome.ok,
    paymentEndedAs,
  },
  actions: {
    showError: assign((_, error: string) => ({ error })),
    // A fresh reference per quoted change; tests provide a fixed one.
    newClientRef: assign({ clientref: () => crypto.randomUUID() }),
    keepPayment: assign((_, output: PaymentOutput) =>
      output.status === 'abandoned'
        ? {}
        : { txidNew: output.txid || output.tgbookingref, paymenturl: output.paymenturl },
    ),
    forwardToPayment: sendTo('payment', ({ event }) => event),
  },
});
