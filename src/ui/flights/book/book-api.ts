import { api } from '../../../api';
import {
  addFlightToTrip,
  bookFlight,
  FLIGHT_APPROVAL_FAILED,
  FLIGHT_BOOKING_FAILED,
  flightBookingRequestFromApproval,
  type FlightBookingRequest,
  repriceFlights,
  sendFlightForApproval,
} from '../../../contract/flights/booking';
import { getFlightPromoDetails } from '../../../contract/flights/extras';
import type { SelectedFare } from '../../../contract/flights/policy';
import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  REPRICE_FAILED_MESSAGE,
  type AddToTripOutcome,
  type ApprovalOutcome,
  type BookingOutcome,
  type FlightBookingDraft,
  type RepriceOutcome,
} from '../../../machines/flights/flight-booking.logic';
import { tripFailureMessage } from '../../shared/trip-errors';
import { paiseOf } from './book-money';

/**
 * The book page's calls (REPRICE, TG-FLIGHTBOOKING, TG-FLIGHTBOOKINGAPPROVAL, ADDTOTRIP, promo
 * details), shaped as the flight booking machine's actor outcomes. A refused call (4xx) answers
 * with the server's message; no answer at all with the spec's fallback text.
 */

export async function repriceFares({
  responseid,
  selected,
}: {
  responseid: string;
  selected: SelectedFare[];
}): Promise<RepriceOutcome> {
  try {
    return { ok: true, price: await api.callOperation(repriceFlights, { responseid, selected }) };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, REPRICE_FAILED_MESSAGE) };
  }
}

export async function bookFlightCall({ booking }: { booking: FlightBookingDraft }): Promise<BookingOutcome> {
  try {
    // The clientref makes a second send the same booking; each send gets its own Idempotency-Key, so a
    // retry after a refusal is judged afresh rather than answered from the first refusal.
    const answer = await api.callOperation(bookFlight, booking);
    const r = answer.FlightBookingResponse;
    // A card booking waits at the gateway with a txid but no booking reference yet.
    if (r.txid && r.status !== 'failed') {
      return { ok: true, tgbookingref: r.tgbookingref, txid: r.txid, status: r.status, paymenturl: r.paymenturl };
    }
    return { ok: false, message: r.errormessage || FLIGHT_BOOKING_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, FLIGHT_BOOKING_FAILED) };
  }
}

export async function sendForApproval({ booking }: { booking: FlightBookingDraft }): Promise<ApprovalOutcome> {
  try {
    const { ResponseStatus: answer } = await api.callOperation(sendFlightForApproval, booking);
    const approvalid = answer.responsedata.approvalid;
    if (answer.status === 'OK' && approvalid) return { ok: true, approvalid, message: answer.message };
    return { ok: false, message: answer.message || FLIGHT_APPROVAL_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, FLIGHT_APPROVAL_FAILED) };
  }
}

export async function addToTrip({ booking }: { booking: FlightBookingDraft }): Promise<AddToTripOutcome> {
  try {
    const answer = await api.callOperation(addFlightToTrip, { jsondata: booking.jsondata });
    if (answer.ApiStatus.Status === 'OK') return { ok: true, message: answer.ApiStatus.Message ?? '' };
    return { ok: false, message: answer.ApiStatus.Message || ADD_TO_TRIP_FAILED_MESSAGE };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, ADD_TO_TRIP_FAILED_MESSAGE) };
  }
}

export type PromoOutcome = { ok: true; discountPaise: bigint; message: string } | { ok: false; message: string };

export const PROMO_FAILED = 'Failed to apply the promo code. Please try again.';

/** getflightpromodetails against fares + extras; NOK answers the reason the code does not apply. */
export async function checkPromo(
  promocode: string,
  totalnet: string,
  responseid: string,
  selected: SelectedFare[],
): Promise<PromoOutcome> {
  try {
    const answer = await api.callOperation(getFlightPromoDetails, {
      promocode,
      totalnet,
      validatesearchrequest: { responseid, selected },
    });
    if (answer.status === 'OK') return { ok: true, discountPaise: paiseOf(answer.discount), message: answer.message };
    return { ok: false, message: answer.message || PROMO_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, PROMO_FAILED) };
  }
}

/** The request an approval was asked with (the requester's own); null when it cannot be read. */
export async function approvedRequest(approvalid: string): Promise<FlightBookingRequest | null> {
  try {
    const answer = await api.callOperation(flightBookingRequestFromApproval, { id: approvalid, type: 'flight' });
    return answer.ApiStatus.Status === 'OK' ? answer.jsondata : null;
  } catch {
    return null;
  }
}
