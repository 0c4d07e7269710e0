import { assign, fromPromise, setup } from 'xstate';
import type { HotelChangeQuote } from '../../contract/hotels/change';
import { type FieldProblem, approvalNeeded, datesProblem, reasonMissing } from './hotel-change.logic';

/** The stay being changed, with the booked dates or an approved change's (`&approvalid=BA…`). */
export interface HotelChangeInput {
  txid: string;
  checkin: string;
  checkout: string;
  /** Coming back approved: the dates are priced at once ('' when not). */
  approvalid: string;
}

export interface QuoteInput {
  txid: string;
  checkin: string;
  checkout: string;
}
export interface ApprovalInput extends QuoteInput {
  policyreason: string;
}
export interface ChangeInput extends ApprovalInput {
  /** The quote's newtotal: a price moved since is refused. */
  total: string;
  clientref: string;
  approvalid: string;
}

/** A call's answer: its value, or the problem to show (under its field when the server names one). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };
export type QuoteOutcome = Outcome<HotelChangeQuote>;
/** The approval's id. */
export type ApprovalOutcome = Outcome<string>;
/** The new booking, and where its card is paid ('' when it is paid already). */
export interface ChangedStay {
  txid: string;
  paymenturl: string;
}
export type ChangeOutcome = Outcome<ChangedStay>;

export interface HotelChangeContext {
  txid: string;
  checkin: string;
  checkout: string;
  policyreason: string;
  /** The price of the dates as they are; null once a date changes. */
  quote: HotelChangeQuote | null;
  approvalid: string;
  /** Made per priced change, kept across its retries: the server makes one booking per clientref. */
  clientref: string;
  /** The booking that replaced the stay. */
  txidNew: string;
  /** A card-paid stay: the gateway page where the new booking is paid ('' otherwise). */
  paymenturl: string;
  /** What went wrong, under its field or above the buttons; null when nothing. */
  problem: FieldProblem | null;
}

export type HotelChangeEvent =
  | { type: 'CHECKIN_DATE'; date: string }
  | { type: 'CHECKOUT_DATE'; date: string }
  | { type: 'REASON'; text: string }
  | { type: 'CHECK_PRICE' }
  | { type: 'SEND_FOR_APPROVAL' }
  | { type: 'CHANGE' };

/** The drawer provides the real calls (src/ui/hotels/change/change-machine-calls.ts); these refuse. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const initialContext = ({ txid, checkin, checkout, approvalid }: HotelChangeInput): HotelChangeContext => ({
  txid,
  checkin,
  checkout,
  policyreason: '',
  quote: null,
  approvalid,
  clientref: '',
  txidNew: '',
  paymenturl: '',
  problem: null,
});

const answered = (_: unknown, outcome: Outcome<unknown>) => outcome.ok;

export const hotelChangeSetup = setup({
  types: {
    context: {} as HotelChangeContext,
    events: {} as HotelChangeEvent,
    input: {} as HotelChangeInput,
  },
  actors: {
    quoteChange: fromPromise<QuoteOutcome, QuoteInput>(notProvided('quoteChange')),
    sendForApproval: fromPromise<ApprovalOutcome, ApprovalInput>(notProvided('sendForApproval')),
    changeStay: fromPromise<ChangeOutcome, ChangeInput>(notProvided('changeStay')),
  },
  guards: {
    resumed: ({ context }) => context.approvalid !== '' && context.checkin !== '' && context.checkout !== '',
    badDates: ({ context }) => datesProblem(context.checkin, context.checkout) !== null,
    reasonMissing: ({ context }) => reasonMissing(context.quote, context.policyreason),
    approvalNeeded: ({ context }) => approvalNeeded(context.quote, context.approvalid),
    quoted: answered,
    sent: answered,
    changed: answered,
  },
  actions: {
    // The quote was for the old dates.
    newDate: assign((_, dates: Partial<Pick<HotelChangeContext, 'checkin' | 'checkout'>>) => ({
      ...dates,
      quote: null,
      problem: null,
    })),
    showProblem: assign((_, problem: FieldProblem | null) => ({ problem })),
    // A fresh reference per priced change; tests provide a fixed one.
    newClientRef: assign({ clientref: () => crypto.randomUUID() }),
  },
});
