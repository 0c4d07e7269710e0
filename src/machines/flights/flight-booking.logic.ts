import type { FlightReprice } from './flight-booking.types';

export type { FlightBookingDraft, FlightReprice } from './flight-booking.types';
/** The approval request's and the trip addition's answers: the shared booking machines' (src/machines/booking). */
export type { AddToTripOutcome } from '../booking/add-to-trip.machine';
export type { ApprovalOutcome } from '../booking/approval.machine';

/**
 * The flight booking page's decisions, apart from the machine so the page, the machine and the
 * machine's test oracle share one wording of each rule.
 */

export type RepriceOutcome = { ok: true; price: FlightReprice } | { ok: false; message: string };
/** A booking the server took: a wallet one is paid, a card one answers the gateway's page. */
export type BookingOutcome =
  { ok: true; tgbookingref: string; txid: string; status: string; paymenturl: string } | { ok: false; message: string };

/** A fare that moved between the search (or the last price the user saw) and now. */
export interface FareChange {
  from: string;
  to: string;
}

/** docs/product.md#error-messages and our own fallbacks for calls that answered nothing usable. */
export const BOOKING_FAILED_MESSAGE = 'Failed to book the flight. Please try again.';
export const APPROVAL_FAILED_MESSAGE = 'Failed to send the booking request for approval. Please try again.';
export const REPRICE_FAILED_MESSAGE = 'Failed to fetch the latest fare. Please try again.';
export const FLIGHT_GONE_MESSAGE = 'This flight is no longer available. Please search again.';
export const ADD_TO_TRIP_FAILED_MESSAGE = 'Failed to add the flight to the trip. Please try again.';

/** How long a re-priced fare is held on the page before it is priced again (a supplier's quote lifetime). */
export const PRICE_HOLD_MS = 15 * 60 * 1000;

/**
 * The fare change the user must accept: on the first price, the one REPRICE reports against the
 * search; on a later price (the hold ran out), any move from the total the user already accepted.
 */
export function fareChangeOf(accepted: FlightReprice | null, next: FlightReprice): FareChange | null {
  if (next.status !== 'OK') return null;
  if (accepted === null) return next.farechanged ? { from: next.searchedtotalfare, to: next.totalfare } : null;
  return accepted.totalfare === next.totalfare ? null : { from: accepted.totalfare, to: next.totalfare };
}

/** REPRICE answered, but the fares cannot be booked (gone, or a blocked sector). */
export function isUnavailable(outcome: RepriceOutcome): boolean {
  return outcome.ok && outcome.price.status === 'NOK';
}

/** Send for Approval when the fares need approval and no approved request came with the page. */
export function needsApproval(price: Pick<FlightReprice, 'approvalrequired'> | null, approvalid: string): boolean {
  return Boolean(price?.approvalrequired) && approvalid === '';
}

/** The message of a refused call, or the fallback when the server gave none. */
export function failureMessage(outcome: { ok: boolean; message?: string }, fallback: string): string {
  return outcome.ok ? '' : outcome.message || fallback;
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The unavailable message REPRICE gave, or ours. */
export function unavailableMessage(outcome: RepriceOutcome): string {
  return outcome.ok ? outcome.price.message || FLIGHT_GONE_MESSAGE : '';
}
