import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  FLIGHT_GONE_MESSAGE,
  REPRICE_FAILED_MESSAGE,
  type AddToTripOutcome,
  type ApprovalOutcome,
  type FareChange,
  type FlightBookingDraft,
  type FlightReprice,
  type RepriceOutcome,
} from './flight-booking.logic';
import type { PaymentOutput } from '../booking/payment.machine';
import type { FlightBookingEvent, FlightBookingInput } from './flight-booking.machine';

/**
 * The book page's flow written out plainly (review buttons, failure messages), as the expectation
 * the machine's paths are checked against. Paying is the payment machine's (its own test): here
 * only where its outcomes lead.
 */
export const PRICE_HOLD = 'xstate.after.priceHold.flightBooking.review';

export type GraphEvent =
  | FlightBookingEvent
  | { type: typeof PRICE_HOLD }
  | { type: 'xstate.done.actor.repriceFlights'; output: RepriceOutcome }
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
  price: FlightReprice | null;
  fareChange: FareChange | null;
  unavailable: string;
  approvalid: string;
  booking: FlightBookingDraft | null;
  txid: string;
  paymenturl: string;
  error: string;
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
    calls: [],
  };
  const go = (value: string) => {
    s.value = value;
    if (value === 'repricing')
      s.calls.push({ src: 'repriceFlights', input: { responseid: input.responseid, selected: input.selected } });
    if (value === 'sendingForApproval') s.calls.push({ src: 'sendForApproval', input: { booking: s.booking } });
    if (value === 'addingToTrip') s.calls.push({ src: 'addToTrip', input: { booking: s.booking } });
    if (value === 'paying')
      s.calls.push({ src: 'payment', input: { booking: s.booking, failedMessage: BOOKING_FAILED_MESSAGE } });
  };
  const send = (booking: FlightBookingDraft, to: string) => {
    Object.assign(s, { booking, error: '' });
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
    else if (e.type === 'PROCEED_TO_PAYMENT' && at === 'review' && !needsApproval()) send(e.booking, 'paying');
    else if (e.type === 'xstate.done.actor.sendForApproval' && at === 'sendingForApproval') {
      if (e.output.ok) s.approvalid = e.output.approvalid;
      else s.error = e.output.message || APPROVAL_FAILED_MESSAGE;
      go(e.output.ok ? 'sentForApproval' : 'review');
    } else if (e.type === 'xstate.error.actor.sendForApproval' && at === 'sendingForApproval') {
      s.error = APPROVAL_FAILED_MESSAGE;
      go('review');
    } else if (e.type === 'xstate.done.actor.addToTrip' && at === 'addingToTrip') {
      if (!e.output.ok) s.error = e.output.message || ADD_TO_TRIP_FAILED_MESSAGE;
      go(e.output.ok ? 'addedToTrip' : 'review');
    } else if (e.type === 'xstate.error.actor.addToTrip' && at === 'addingToTrip') {
      s.error = e.error.message || ADD_TO_TRIP_FAILED_MESSAGE;
      go('review');
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
