import type { FlightPaymentMode } from '../../contract/flights/booking-request';
import type { SelectedFare } from '../../contract/flights/policy';
import type { RescheduleQuote, RescheduleRequest } from '../../contract/flights/reschedule';
import type { OfferList } from './flight-search.machine';

/*
 * The pure rules of changing a booked flight's dates (docs/features/flights-reschedule.md): which
 * dates may be searched, what counts as a full pick, when the out-of-policy reason or an approval
 * stands in the way, and the request the confirm sends.
 */

export const ONWARD_DATE_NEEDED = 'Please choose the new onward date';
export const RETURN_DATE_NEEDED = 'Please choose the new return date';
export const RETURN_BEFORE_ONWARD = 'The return date must not be before the onward date';
export const NO_FLIGHTS = 'No flights on these dates. Please choose other dates.';
export const PICK_ONWARD = 'Please pick a flight';
export const PICK_BOTH = 'Please pick an onward and a return flight';
export const REASON_NEEDED = 'Please give the reason for choosing an out-of-policy fare';
export const APPROVAL_FIRST = 'This fare is out of policy: send it for approval first';
export const PAYMENT_MODE_NEEDED = 'Please choose how to pay';
export const QUOTE_FAILED = 'We could not price this change. Please try again.';
export const APPROVAL_FAILED = 'Failed to send the change for approval. Please try again.';
export const RESCHEDULE_FAILED = 'Failed to change the flight. Please try again.';

/** What is being changed: the booking's route and trip type, and its dates as booked. */
export interface RescheduleTrip {
  triptype: 'oneway' | 'roundtrip';
  origin: string;
  destination: string;
  /** YYYY-MM-DD. */
  onwarddate: string;
  /** YYYY-MM-DD on a round trip; '' on a one-way. */
  returndate: string;
}

/** The new dates, or what is wrong with them. */
export function datesProblem(trip: Pick<RescheduleTrip, 'triptype'>, onwarddate: string, returndate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(onwarddate)) return ONWARD_DATE_NEEDED;
  if (trip.triptype !== 'roundtrip') return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(returndate)) return RETURN_DATE_NEEDED;
  return returndate < onwarddate ? RETURN_BEFORE_ONWARD : '';
}

/** Anything to choose from: every list of the search has an offer. */
export const hasOffers = (lists: readonly OfferList[]) => lists.length > 0 && lists.every((l) => l.offers.length > 0);

/** One pick per list, in the lists' order (onward, then a domestic round trip's return). */
export function selectionOf(picks: readonly (SelectedFare | null)[]): SelectedFare[] | null {
  return picks.length > 0 && picks.every((p): p is SelectedFare => p !== null) ? [...picks] : null;
}

export const pickProblem = (picks: readonly (SelectedFare | null)[]) =>
  selectionOf(picks) ? '' : picks.length > 1 ? PICK_BOTH : PICK_ONWARD;

/** The quote is out of policy and the company wants an approval that the page was not given. */
export const approvalNeeded = (quote: RescheduleQuote | null, approvalid: string) =>
  (quote?.approvalrequired ?? false) && approvalid === '';

export const reasonMissing = (quote: RescheduleQuote | null, policyreason: string) =>
  ((quote?.reasonrequired ?? false) || (quote !== null && !quote.inpolicy)) && policyreason.trim() === '';

export interface RescheduleFacts {
  txid: string;
  responseid: string;
  selected: SelectedFare[];
  quote: RescheduleQuote;
  paymentmode: FlightPaymentMode;
  clientref: string;
  remarks: string;
  policyreason: string;
  approvalid: string;
}

/** TG-FLIGHTRESCHEDULE's jsondata: the quote's new fare as agreed; the gateway's return addresses left to the server. */
export function rescheduleRequestOf(f: RescheduleFacts): RescheduleRequest {
  return {
    reftxid: f.txid,
    responseid: f.responseid,
    selected: f.selected,
    newfare: f.quote.newfare,
    paymentmode: f.paymentmode,
    clientref: f.clientref,
    remarks: f.remarks.trim(),
    policyreason: f.policyreason.trim(),
    approvalid: f.approvalid,
    successurl: '',
    failureurl: '',
  };
}
