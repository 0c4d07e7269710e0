import type { InsurancePlan, InsurancePriceResult } from '../../contract/insurance/operations';
import type { InsuranceResultsQuery, InsuranceReviewQuery } from '../../domain/insurance-query';
import {
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  reviewQueryFor,
  type InsuranceBookingDraft,
  type PriceOutcome,
} from './insurance.logic';
import type { AddToTripOutput } from '../booking/add-to-trip.machine';
import type { ApprovalOutput } from '../booking/approval.machine';
import type { PaymentOutput } from '../booking/payment.machine';
import type { InsuranceEvent, InsuranceMachineInput } from './insurance.machine';

/**
 * The insurance flow written out plainly (review buttons, search, failure messages), as the
 * expectation the machine's paths are checked against. Paying, the approval request and the trip
 * addition are the shared booking machines' (their own tests): here what the page sends them and
 * where their outcomes lead.
 */
export type GraphEvent =
  | InsuranceEvent
  | { type: 'xstate.done.actor.searchPlans'; output: InsurancePlan[] }
  | { type: 'xstate.done.actor.fetchPrice'; output: PriceOutcome<InsurancePriceResult> }
  | { type: 'xstate.done.actor.approval'; output: ApprovalOutput }
  | { type: 'xstate.done.actor.tripAddition'; output: AddToTripOutput }
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput }
  | { type: `xstate.error.actor.${string}`; error: Error };

export interface Call {
  src: string;
  input: unknown;
}

export interface Expected {
  value: string;
  search: InsuranceResultsQuery | null;
  plans: InsurancePlan[];
  review: InsuranceReviewQuery | null;
  price: InsurancePriceResult | null;
  approvalid: string;
  booking: InsuranceBookingDraft | null;
  txid: string;
  paymenturl: string;
  error: string;
  message: string;
  calls: Call[];
}

export function expectedAfter(input: InsuranceMachineInput, events: GraphEvent[]): Expected {
  const tripid = input.tripid ?? '';
  const s: Expected = {
    value: 'searchForm',
    search: input.entry === 'results' ? input.query : null,
    plans: [],
    review: input.entry === 'review' ? input.query : null,
    price: null,
    approvalid: input.approvalid ?? '',
    booking: null,
    txid: '',
    paymenturl: '',
    error: '',
    message: '',
    calls: [],
  };
  const go = (value: string) => {
    s.value = value;
    if (value === 'searching') s.calls.push({ src: 'searchPlans', input: { request: s.search, tripid } });
    if (value === 'pricing')
      s.calls.push({ src: 'fetchPrice', input: { query: s.review, tripid, approvalid: s.approvalid } });
    if (value === 'sendingForApproval')
      s.calls.push({ src: 'approval', input: { booking: s.booking, failedMessage: APPROVAL_FAILED_MESSAGE } });
    // No fallback of ours for a refused trip addition: the server's message or the error's.
    if (value === 'addingToTrip')
      s.calls.push({ src: 'tripAddition', input: { booking: s.booking, failedMessage: '' } });
    if (value === 'paying')
      s.calls.push({ src: 'payment', input: { booking: s.booking, failedMessage: BOOKING_FAILED_MESSAGE } });
  };
  const search = (request: InsuranceResultsQuery) => {
    Object.assign(s, { search: request, plans: [], error: '' });
    go('searching');
  };
  const book = (booking: InsuranceBookingDraft, to: string) => {
    Object.assign(s, { booking, error: '' });
    go(to);
  };
  const needsApproval = () => Boolean(s.price?.approvalrequired) && s.approvalid === '';

  if (s.search) go('searching');
  else if (s.review) go('pricing');
  for (const e of events) {
    const at = s.value;
    if (e.type === 'SEARCH' && at === 'searchForm') search(e.request);
    else if (e.type === 'MODIFY_SEARCH' && ['searching', 'results', 'noPlans'].includes(at)) search(e.request);
    else if (e.type === 'xstate.done.actor.searchPlans' && at === 'searching') {
      s.plans = e.output;
      go(e.output.length > 0 ? 'results' : 'noPlans');
    } else if (e.type === 'xstate.error.actor.searchPlans' && at === 'searching') go('noPlans');
    else if (e.type === 'SELECT_PLAN' && at === 'results' && e.plan.eligible) {
      Object.assign(s, { review: reviewQueryFor(s.search!, e.plan), price: null, error: '' });
      go('pricing');
    } else if (e.type === 'xstate.done.actor.fetchPrice' && at === 'pricing') {
      if (e.output.ok) Object.assign(s, { price: e.output.price, error: '' });
      else s.error = e.output.message;
      go(e.output.ok ? 'review' : 'priceFailed');
    } else if (e.type === 'xstate.error.actor.fetchPrice' && at === 'pricing') {
      s.error = e.error.message;
      go('priceFailed');
    } else if (e.type === 'PRICE_LOADED' && at === 'pricing') {
      s.price = e.price;
      go('review');
    } else if (e.type === 'RETRY' && at === 'priceFailed') {
      s.error = '';
      go('pricing');
    } else if (e.type === 'SEND_FOR_APPROVAL' && at === 'review' && needsApproval())
      book(e.booking, 'sendingForApproval');
    else if (e.type === 'ADD_TO_TRIP' && at === 'review' && tripid !== '') book(e.booking, 'addingToTrip');
    else if (e.type === 'PROCEED_TO_PAYMENT' && at === 'review' && !needsApproval()) book(e.booking, 'reviewing');
    else if (e.type === 'CONFIRM_PAYMENT' && at === 'reviewing') go('paying');
    else if (e.type === 'EDIT_DETAILS' && at === 'reviewing') go('review');
    else if (e.type === 'xstate.done.actor.approval' && at === 'sendingForApproval') {
      const out = e.output;
      if (out.status === 'sent') Object.assign(s, { approvalid: out.approvalid, message: out.message });
      else s.error = out.error;
      go(out.status === 'sent' ? 'sentForApproval' : 'review');
    } else if (e.type === 'xstate.done.actor.tripAddition' && at === 'addingToTrip') {
      const out = e.output;
      if (out.status === 'refused') s.error = out.error;
      go(out.status === 'added' ? 'addedToTrip' : 'review');
    } else if (e.type === 'xstate.done.actor.payment' && at === 'paying' && e.output.status !== 'abandoned') {
      Object.assign(s, { txid: e.output.txid, paymenturl: e.output.paymenturl });
      go(e.output.status);
    }
  }
  return s;
}
