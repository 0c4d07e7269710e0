import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { addedToTrip, additionResult, addToTripMachine, type AddToTripOutput } from '../booking/add-to-trip.machine';
import { approvalMachine, approvalResult, approvalSent, type ApprovalOutput } from '../booking/approval.machine';
import { paymentMachine, type PaymentOutput } from '../booking/payment.machine';
import { paymentEndedAs } from '../booking/payment-step';
import type { HotelPolicyVerdictWire, HotelRateSummary } from '../../contract/hotels/search-shapes';
import { needsApproval, type HotelBookingDraft, type HotelRecheckOutcome } from './hotel-booking.logic';

/** The rate the book page opened with (`?rate=`) and what the page knows around it. */
export interface HotelBookingInput {
  ratekey: string;
  /** The policy verdict of the rate on the hotel's page (null: no hotel policy). */
  policy: HotelPolicyVerdictWire | null;
  /** The active trip session's trip ('' outside one). */
  tripid?: string;
  /** An approved booking approval the page was resumed with ('' when none). */
  approvalid?: string;
}

export interface HotelBookingContext {
  /** The key booking sends: the page's, or the new one once a new price is accepted. */
  ratekey: string;
  /** The rate as last rechecked (null before the first answer). */
  rate: HotelRateSummary | null;
  /** A new price waiting for ACCEPT_PRICE, and the stay's total before it. */
  offered: HotelRateSummary | null;
  previoustotal: string;
  policy: HotelPolicyVerdictWire | null;
  tripid: string;
  approvalid: string;
  /** The request the approval was asked with, read back when the page resumes with one (null otherwise or when unreadable). */
  resumed: HotelBookingDraft | null;
  /** The last request sent, so RETRY sends the same one (same clientref). */
  booking: HotelBookingDraft | null;
  txid: string;
  paymenturl: string;
  error: string;
  /** The server's answer to a request for approval or a trip addition. */
  message: string;
}

export type HotelBookingEvent =
  | { type: 'ACCEPT_PRICE' }
  | { type: 'GO_BACK' }
  | { type: 'ONLINE' }
  | { type: 'RETRY' }
  | { type: 'RECHECK' }
  | { type: 'SEND_FOR_APPROVAL'; booking: HotelBookingDraft }
  | { type: 'ADD_TO_TRIP'; booking: HotelBookingDraft }
  | { type: 'PROCEED_TO_PAYMENT'; booking: HotelBookingDraft }
  | { type: 'CONFIRM_PAYMENT' }
  | { type: 'EDIT_DETAILS' };

/** The page provides the real calls (src/ui/hotels/book/book-machine-calls.ts); these refuse, so a missing one shows. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const initialContext = (input: HotelBookingInput): HotelBookingContext => ({
  ratekey: input.ratekey,
  rate: null,
  offered: null,
  previoustotal: '',
  policy: input.policy,
  tripid: input.tripid ?? '',
  approvalid: input.approvalid ?? '',
  resumed: null,
  booking: null,
  txid: '',
  paymenturl: '',
  error: '',
  message: '',
});

const rechecked = (status: HotelRecheckOutcome['status']) => (_: unknown, outcome: HotelRecheckOutcome) =>
  outcome.status === status;

export const hotelBookingSetup = setup({
  types: {
    context: {} as HotelBookingContext,
    events: {} as HotelBookingEvent,
    input: {} as HotelBookingInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    // The page's call answers null for an approval it cannot read: the form then starts from the profile.
    loadApprovedRequest: fromPromise<HotelBookingDraft | null, { approvalid: string }>(notProvided('loadApprovedRequest')),
    recheckRate: fromPromise<HotelRecheckOutcome, { ratekey: string }>(notProvided('recheckRate')),
    // The browser's 'online' event, as ONLINE (the page provides it; none here, so a test sends ONLINE itself).
    online: fromCallback<HotelBookingEvent>(() => undefined),
    approval: approvalMachine,
    tripAddition: addToTripMachine,
    payment: paymentMachine,
  },
  guards: {
    // navigator.onLine false: no call is tried until the browser says it is online.
    resumingApproval: ({ context }) => context.approvalid !== '',
    offline: () => typeof navigator !== 'undefined' && !navigator.onLine,
    unchanged: rechecked('unchanged'),
    priceChanged: rechecked('pricechanged'),
    soldOut: rechecked('soldout'),
    noNetwork: rechecked('offline'),
    needsApproval: ({ context }) => needsApproval(context.policy, context.approvalid),
    mayPay: ({ context }) => !needsApproval(context.policy, context.approvalid),
    inTrip: ({ context }) => context.tripid !== '',
    approvalSent: (_, output: ApprovalOutput) => approvalSent(output),
    addedToTrip: (_, output: AddToTripOutput) => addedToTrip(output),
    paymentEndedAs,
  },
  actions: {
    keepResumed: assign((_, resumed: HotelBookingDraft | null) => ({ resumed })),
    showError: assign((_, error: string) => ({ error })),
    keepRate: assign((_, outcome: HotelRecheckOutcome) =>
      outcome.status === 'unchanged' ? { rate: outcome.rate, ratekey: outcome.rate.ratekey, error: '' } : {},
    ),
    offerPrice: assign((_, outcome: HotelRecheckOutcome) =>
      outcome.status === 'pricechanged'
        ? { offered: outcome.rate, previoustotal: outcome.previoustotal, error: '' }
        : {},
    ),
    // ACCEPT_PRICE: the new rate and its key are what is booked from now on.
    acceptPrice: assign(({ context }) => ({
      rate: context.offered,
      ratekey: context.offered?.ratekey ?? context.ratekey,
      offered: null,
    })),
    keepBooking: assign({
      booking: ({ context, event }) => ('booking' in event ? event.booking : context.booking),
      error: '',
      message: '',
    }),
    keepPayment: assign((_, output: PaymentOutput) =>
      output.status === 'abandoned' ? {} : { txid: output.txid, paymenturl: output.paymenturl },
    ),
    forwardToPayment: sendTo('payment', ({ event }) => event),
    abandonPayment: sendTo('payment', { type: 'ABANDON' }),
    keepApproval: assign((_, output: ApprovalOutput) => approvalResult(output)),
    keepTripAddition: assign((_, output: AddToTripOutput) => additionResult(output)),
  },
});
