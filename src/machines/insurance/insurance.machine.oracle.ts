import type { InsurancePlan, InsurancePriceResult } from '../../contract/insurance/operations';
import type { InsuranceResultsQuery, InsuranceReviewQuery } from '../../domain/insurance-query';
import {
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  reviewQueryFor,
  type AddToTripOutcome,
  type ApprovalOutcome,
  type InsuranceBookingDraft,
  type PriceOutcome,
} from './insurance.logic';
import type { PaymentOutput } from '../booking/payment.machine';
import type { InsuranceEvent, InsuranceMachineInput } from './insurance.machine';

/**
 * The insurance flow written out plainly (review buttons, search, failure messages), as the
 * expectation the machine's paths are checked against. Paying is the payment machine's (its own
 * test): here only where its outcomes lead.
 */
export type GraphEvent =
  | InsuranceEvent
  | { type: 'xstate.done.actor.searchPlans'; output: InsurancePlan[] }
  | { type: 'xstate.done.actor.fetchPrice'; output: PriceOutcome<InsurancePriceResult> }
  | { type: 'xstate.done.actor.sendForApproval'; output: ApprovalOutcome }
  | { type: 'xstate.done.actor.addToTrip'; output: AddToTripOutcome }
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
    calls: [],
  };
  const go = (value: string) => {
    s.value = value;
    if (value === 'searching') s.calls.push({ src: 'searchPlans', input: { request: s.search, tripid } });
    if (value === 'pricing')
      s.calls.push({ src: 'fetchPrice', input: { query: s.review, tripid, approvalid: s.approvalid } });
    if (value === 'sendingForApproval') s.calls.push({ src: 'sendForApproval', input: { booking: s.booking } });
    if (value === 'addingToTrip') s.calls.push({ src: 'addToTrip', input: { booking: s.booking } });
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
    else if (e.type === 'PROCEED_TO_PAYMENT' && at === 'review' && !needsApproval()) book(e.booking, 'paying');
    else if (e.type === 'xstate.done.actor.sendForApproval' && at === 'sendingForApproval') {
      if (e.output.ok) s.approvalid = e.output.approvalid;
      else s.error = e.output.message || APPROVAL_FAILED_MESSAGE;
      go(e.output.ok ? 'sentForApproval' : 'review');
    } else if (e.type === 'xstate.error.actor.sendForApproval' && at === 'sendingForApproval') {
      s.error = APPROVAL_FAILED_MESSAGE;
      go('review');
    } else if (e.type === 'xstate.done.actor.addToTrip' && at === 'addingToTrip') {
      if (!e.output.ok) s.error = e.output.message;
      go(e.output.ok ? 'addedToTrip' : 'review');
    } else if (e.type === 'xstate.error.actor.addToTrip' && at === 'addingToTrip') {
      s.error = e.error.message;
      go('review');
    } else if (e.type === 'xstate.done.actor.payment' && at === 'paying' && e.output.status !== 'abandoned') {
      Object.assign(s, { txid: e.output.txid, paymenturl: e.output.paymenturl });
      go(e.output.status);
    }
  }
  return s;
}
