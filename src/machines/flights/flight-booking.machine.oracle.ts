import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  FLIGHT_GONE_MESSAGE,
  REPRICE_FAILED_MESSAGE,
  type FareChange,
  type FlightBookingDraft,
  type FlightReprice,
  type RepriceOutcome,
} from './flight-booking.logic';
import type { AddToTripOutput } from '../booking/add-to-trip.machine';
import type { ApprovalOutput } from '../booking/approval.machine';
import type { PaymentOutput } from '../booking/payment.machine';
import type { FlightBookingEvent, FlightBookingInput } from './flight-booking.machine';

/**
 * The book page's flow written out plainly (review buttons, failure messages), as the expectation
 * the machine's paths are checked against. Paying, the approval request and the trip addition are
 * the shared booking machines' (their own tests): here what the page sends them and where their
 * outcomes lead. Paying starts only after the review step's CONFIRM_PAYMENT.
 */
export const PRICE_HOLD = 'xstate.after.priceHold.flightBooking.review';

export type GraphEvent =
  | FlightBookingEvent
  | { type: typeof PRICE_HOLD }
  | { type: 'xstate.done.actor.repriceFlights'; output: RepriceOutcome }
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
  price: FlightReprice | null;
  fareChange: FareChange | null;
  unavailable: string;
  approvalid: string;
  booking: FlightBookingDraft | null;
  txid: string;
  paymenturl: string;
  error: string;
  message: string;
  calls: Call[];
}

export function expectedAfter(input: FlightBookingInput, events: GraphEvent[]): Expected {
  const s: Expected = {
    value: 'repricing',
    price: null,
    fareChange: null,
    unavailable: '',
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
    if (value === 'repricing')
      s.calls.push({ src: 'repriceFlights', input: { responseid: input.responseid, selected: input.selected } });
    if (value === 'sendingForApproval')
      s.calls.push({ src: 'approval', input: { booking: s.booking, failedMessage: APPROVAL_FAILED_MESSAGE } });
    if (value === 'addingToTrip')
      s.calls.push({ src: 'tripAddition', input: { booking: s.booking, failedMessage: ADD_TO_TRIP_FAILED_MESSAGE } });
    if (value === 'paying')
      s.calls.push({ src: 'payment', input: { booking: s.booking, failedMessage: BOOKING_FAILED_MESSAGE } });
  };
  const send = (booking: FlightBookingDraft, to: string) => {
    Object.assign(s, { booking, error: '', message: '' });
    go(to);
  };
  const needsApproval = () => Boolean(s.price?.approvalrequired) && s.approvalid === '';

  go('repricing');
  for (const e of events) {
    const at = s.value;
    if (e.type === 'xstate.done.actor.repriceFlights' && at === 'repricing') {
      const out = e.output;
      if (!out.ok) {
        s.error = out.message || REPRICE_FAILED_MESSAGE;
        go('repriceFailed');
      } else if (out.price.status === 'NOK') {
        Object.assign(s, { unavailable: out.price.message || FLIGHT_GONE_MESSAGE, price: null });
        go('unavailable');
      } else {
        // First price: the change REPRICE reports; later ones: any move from the accepted total.
        const before = s.price
          ? s.price.totalfare
          : out.price.farechanged
            ? out.price.searchedtotalfare
            : out.price.totalfare;
        const changed = before !== out.price.totalfare;
        if (changed) s.fareChange = { from: before, to: out.price.totalfare };
        Object.assign(s, { price: out.price, error: '' });
        go(changed ? 'fareChanged' : 'review');
      }
    } else if (e.type === 'xstate.error.actor.repriceFlights' && at === 'repricing') {
      s.error = e.error.message || REPRICE_FAILED_MESSAGE;
      go('repriceFailed');
    } else if (e.type === 'ACCEPT_FARE' && at === 'fareChanged') go('review');
    else if (e.type === PRICE_HOLD && at === 'review') go('repricing');
    else if (e.type === 'REPRICE' && at === 'review') go('repricing');
    else if (e.type === 'RETRY' && at === 'repriceFailed') {
      s.error = '';
      go('repricing');
    } else if (e.type === 'SEND_FOR_APPROVAL' && at === 'review' && needsApproval())
      send(e.booking, 'sendingForApproval');
    else if (e.type === 'ADD_TO_TRIP' && at === 'review' && e.booking.jsondata.tripid) send(e.booking, 'addingToTrip');
    else if (e.type === 'PROCEED_TO_PAYMENT' && at === 'review' && !needsApproval()) send(e.booking, 'reviewing');
    else if (e.type === 'CONFIRM_PAYMENT' && at === 'reviewing') go('paying');
    else if (e.type === 'EDIT_DETAILS' && at === 'reviewing') go('review');
    else if (e.type === 'xstate.done.actor.approval' && at === 'sendingForApproval') {
      const out = e.output;
      if (out.status === 'sent') Object.assign(s, { approvalid: out.approvalid, message: out.message });
      else s.error = out.error;
      go(out.status === 'sent' ? 'sentForApproval' : 'review');
    } else if (e.type === 'xstate.done.actor.tripAddition' && at === 'addingToTrip') {
      const out = e.output;
      if (out.status === 'added') s.message = out.message;
      else s.error = out.error;
      go(out.status === 'added' ? 'addedToTrip' : 'review');
    } else if (e.type === 'xstate.done.actor.payment' && at === 'paying') {
      const out = e.output;
      // Given up after a refusal: the price the server named is fetched again.
      if (out.status === 'abandoned') go('repricing');
      else {
        Object.assign(s, { txid: out.txid, paymenturl: out.paymenturl });
        go(out.status);
      }
    }
  }
  return s;
}
