import { ApiError, NetworkError, api } from '../../../api';
import { getHotelApprovalRequest } from '../../../contract/hotels/approval-request';
import { bookHotel } from '../../../contract/hotels/booking';
import { recheckHotelRate } from '../../../contract/hotels/recheck';
import { addHotelToTrip, sendHotelForApproval } from '../../../contract/hotels/trip';
import {
  ADD_TO_TRIP_FAILED_MESSAGE,
  APPROVAL_FAILED_MESSAGE,
  BOOKING_FAILED_MESSAGE,
  RATE_MOVED_MESSAGE,
  RECHECK_FAILED_MESSAGE,
  type AddToTripOutcome,
  type ApprovalOutcome,
  type HotelBookingDraft,
  type HotelBookingOutcome,
  type HotelRecheckOutcome,
} from '../../../machines/hotels/hotel-booking.logic';
import { tripFailureMessage } from '../../shared/trip-errors';
import { resumedRequest } from './resumed-request';

/*
 * The hotel book page's calls (TG-HOTEL gethotelapprovalrequest, recheckhotelrate, bookhotel, sendhotelforapproval,
 * addhoteltotrip; docs/features/hotels.md), shaped as the hotel booking machine's actor outcomes:
 * a refusal answers with the server's message, no answer at all with our fallback text.
 */

/**
 * gethotelapprovalrequest: the request a resumed approval was asked with, and the payment mode
 * picked then. Unreadable (not the caller's, no network) is null: the form then starts from the
 * profile and the booking still carries the approval id, which bookhotel checks itself.
 */
export async function loadApprovedRequest({ approvalid }: { approvalid: string }): Promise<HotelBookingDraft | null> {
  try {
    const answer = await api.callOperation(getHotelApprovalRequest, { approvalid });
    return resumedRequest(answer.jsondata, answer.paymentmode);
  } catch {
    return null;
  }
}

/** recheckhotelrate; no network is not a failure: the page waits for one. */
export async function recheckRate({ ratekey }: { ratekey: string }): Promise<HotelRecheckOutcome> {
  try {
    const answer = await api.callOperation(recheckHotelRate, { ratekey });
    if (answer.status === 'soldout' || !answer.rate) return { status: 'soldout' };
    return { status: answer.status, rate: answer.rate, previoustotal: answer.previoustotal };
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    return { status: 'failed', message: tripFailureMessage(error, RECHECK_FAILED_MESSAGE) };
  }
}

/**
 * bookhotel. Its 409 is its own recheck refusing (a new price, or the room gone): the page checks
 * the rate again, which shows either (the client does not keep a refusal's body, so the recheck
 * reads the new rate).
 */
export async function bookStay({ booking }: { booking: HotelBookingDraft }): Promise<HotelBookingOutcome> {
  try {
    const answer = await api.callOperation(bookHotel, booking);
    if (answer.status === 'OK' && answer.txid)
      return { ok: true, txid: answer.txid, tgbookingref: answer.txid, paymenturl: answer.paymenturl };
    return { ok: false, message: answer.message || BOOKING_FAILED_MESSAGE };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { ok: false, message: RATE_MOVED_MESSAGE };
    return { ok: false, message: tripFailureMessage(error, BOOKING_FAILED_MESSAGE) };
  }
}

export async function sendStayForApproval({ booking }: { booking: HotelBookingDraft }): Promise<ApprovalOutcome> {
  try {
    const answer = await api.callOperation(sendHotelForApproval, { jsondata: booking });
    const approvalid = answer.responsedata.approvalid;
    if (answer.ResponseStatus.status === 'OK' && approvalid)
      return { ok: true, approvalid, message: answer.ResponseStatus.message ?? '' };
    return { ok: false, message: answer.ResponseStatus.message || APPROVAL_FAILED_MESSAGE };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, APPROVAL_FAILED_MESSAGE) };
  }
}

export async function addStayToTrip({ booking }: { booking: HotelBookingDraft }): Promise<AddToTripOutcome> {
  try {
    const answer = await api.callOperation(addHotelToTrip, { jsondata: booking });
    if (answer.ApiStatus.Status === 'OK') return { ok: true };
    return { ok: false, message: answer.ApiStatus.Message || ADD_TO_TRIP_FAILED_MESSAGE };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, ADD_TO_TRIP_FAILED_MESSAGE) };
  }
}
