import type { HotelRateSummary } from '../../contract/hotels/search-shapes';
import type { AddToTripOutput } from '../booking/add-to-trip.machine';
import type { ApprovalOutput } from '../booking/approval.machine';
import type { PaymentOutput } from '../booking/payment.machine';
import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  RECHECK_FAILED_MESSAGE,
  type HotelBookingDraft,
  type HotelRecheckOutcome,
} from './hotel-booking.logic';
import type { HotelBookingEvent, HotelBookingInput } from './hotel-booking.setup';

/**
 * The hotel booking flow written out plainly (docs/features/hotels.md "Screens", booking screen):
 * the expectation the machine's paths are checked against. Paying, the approval request and the
 * trip addition are the shared booking machines' (their own tests): here what the page sends them
 * and where their outcomes lead.
 */
export type GraphEvent =
  | HotelBookingEvent
  | { type: 'xstate.done.actor.loadApprovedRequest'; output: HotelBookingDraft | null }
  | { type: 'xstate.done.actor.recheckRate'; output: HotelRecheckOutcome }
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
  ratekey: string;
  rate: HotelRateSummary | null;
  offered: HotelRateSummary | null;
  approvalid: string;
  resumed: HotelBookingDraft | null;
  booking: HotelBookingDraft | null;
  txid: string;
  paymenturl: string;
  error: string;
  calls: Call[];
}

export function expectedAfter(input: HotelBookingInput, offline: boolean, events: GraphEvent[]): Expected {
  const tripid = input.tripid ?? '';
  const s: Expected = {
    value: 'starting',
    ratekey: input.ratekey,
    rate: null,
    offered: null,
    approvalid: input.approvalid ?? '',
    resumed: null,
    booking: null,
    txid: '',
    paymenturl: '',
    error: '',
    calls: [],
  };
  const go = (value: string) => {
    s.value = value;
    if (value === 'resuming') s.calls.push({ src: 'loadApprovedRequest', input: { approvalid: s.approvalid } });
    if (value === 'rechecking') s.calls.push({ src: 'recheckRate', input: { ratekey: s.ratekey } });
    if (value === 'waitingForNetwork') s.calls.push({ src: 'online', input: undefined });
    if (value === 'sendingForApproval')
      s.calls.push({ src: 'approval', input: { booking: s.booking, failedMessage: APPROVAL_FAILED_MESSAGE } });
    if (value === 'addingToTrip')
      s.calls.push({ src: 'tripAddition', input: { booking: s.booking, failedMessage: ADD_TO_TRIP_FAILED_MESSAGE } });
    if (value === 'paying')
      s.calls.push({ src: 'payment', input: { booking: s.booking, failedMessage: BOOKING_FAILED_MESSAGE } });
  };
  const book = (booking: HotelBookingDraft, to: string) => {
    Object.assign(s, { booking, error: '' });
    go(to);
  };
  const needsApproval = () => Boolean(input.policy?.needsapproval) && s.approvalid === '';

  const start = () => go(offline ? 'waitingForNetwork' : 'rechecking');
  // Resumed with an approval: its request is read back first, whatever the answer the rate is rechecked next.
  if (s.approvalid !== '') go('resuming');
  else start();
  for (const e of events) {
    const at = s.value;
    if (e.type === 'xstate.done.actor.loadApprovedRequest' && at === 'resuming') {
      s.resumed = e.output;
      start();
    } else if (e.type === 'xstate.error.actor.loadApprovedRequest' && at === 'resuming') start();
    else if (e.type === 'xstate.done.actor.recheckRate' && at === 'rechecking') {
      const out = e.output;
      if (out.status === 'unchanged') Object.assign(s, { rate: out.rate, ratekey: out.rate.ratekey, error: '' });
      if (out.status === 'pricechanged') Object.assign(s, { offered: out.rate, error: '' });
      if (out.status === 'failed') s.error = out.message || RECHECK_FAILED_MESSAGE;
      const to = {
        unchanged: 'review',
        pricechanged: 'priceChanged',
        soldout: 'soldOut',
        offline: 'waitingForNetwork',
      };
      go(out.status === 'failed' ? 'recheckFailed' : to[out.status]);
    } else if (e.type === 'xstate.error.actor.recheckRate' && at === 'rechecking') {
      s.error = e.error.message;
      go('recheckFailed');
    } else if (e.type === 'RETRY' && at === 'recheckFailed') {
      s.error = '';
      go('rechecking');
    } else if ((e.type === 'ONLINE' || e.type === 'RETRY') && at === 'waitingForNetwork') go('rechecking');
    else if (e.type === 'ACCEPT_PRICE' && at === 'priceChanged') {
      Object.assign(s, { rate: s.offered, ratekey: s.offered!.ratekey, offered: null });
      go('review');
    } else if (e.type === 'GO_BACK' && at === 'priceChanged') go('wentBack');
    else if (e.type === 'SEND_FOR_APPROVAL' && at === 'review' && needsApproval())
      book(e.booking, 'sendingForApproval');
    else if (e.type === 'ADD_TO_TRIP' && at === 'review' && tripid !== '') book(e.booking, 'addingToTrip');
    else if (e.type === 'PROCEED_TO_PAYMENT' && at === 'review' && !needsApproval()) book(e.booking, 'reviewing');
    else if (e.type === 'CONFIRM_PAYMENT' && at === 'reviewing') go('paying');
    else if (e.type === 'EDIT_DETAILS' && at === 'reviewing') go('review');
    else if (e.type === 'xstate.done.actor.approval' && at === 'sendingForApproval') {
      const out = e.output;
      if (out.status === 'sent') s.approvalid = out.approvalid;
      else s.error = out.error;
      go(out.status === 'sent' ? 'sentForApproval' : 'review');
    } else if (e.type === 'xstate.done.actor.tripAddition' && at === 'addingToTrip') {
      const out = e.output;
      if (out.status === 'refused') s.error = out.error;
      go(out.status === 'added' ? 'addedToTrip' : 'review');
    } else if (e.type === 'xstate.done.actor.payment' && at === 'paying') {
      const out = e.output;
      if (out.status !== 'abandoned') Object.assign(s, { txid: out.txid, paymenturl: out.paymenturl });
      go(out.status === 'abandoned' ? 'rechecking' : out.status);
    }
  }
  return s;
}
