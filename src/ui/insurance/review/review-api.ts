import { api } from '../../../api';
import { insuranceAddToTrip, insuranceBooking, sendInsuranceForApproval } from '../../../contract/insurance/booking';
import { getCorporateBookingConfig } from '../../../contract/wallet/operations';
import type {
  AddToTripOutcome,
  ApprovalOutcome,
  BookingOutcome,
  InsuranceBookingDraft,
} from '../../../machines/insurance/insurance.logic';
import { APPROVAL_FAILED_MESSAGE, BOOKING_FAILED_MESSAGE } from '../../../machines/insurance/insurance.logic';
import { tripFailureMessage } from '../../shared/trip-errors';

/**
 * The review page's calls (TG-INSURANCE booking, addtotrip, sendforapproval; the booking config),
 * shaped as the insurance machine's actor outcomes. A refused call (4xx) answers with the server's
 * message; no answer at all with the spec's fallback text.
 */

/** Ours: add-to-trip failed without a message of the server's own. */
export const ADD_TO_TRIP_FAILED = 'Failed to add the insurance to the trip. Please try again.';

/** The approval request keeps `insquery`; the booking and the trip item need no copy of it. */
function withoutQuery(draft: InsuranceBookingDraft): InsuranceBookingDraft {
  const { insquery: _insquery, ...request } = draft as InsuranceBookingDraft & { insquery?: unknown };
  return request;
}

export async function bookInsurance({ booking }: { booking: InsuranceBookingDraft }): Promise<BookingOutcome> {
  try {
    const answer = await api.callOperation(insuranceBooking, { jsondata: withoutQuery(booking) });
    const result = answer.FlightBookingResponse;
    if (result.status === 'OK' && result.txid) {
      return { ok: true, txid: result.txid, tgbookingref: result.tgbookingref, paymenturl: result.paymenturl };
    }
    return { ok: false, message: result.message || BOOKING_FAILED_MESSAGE };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, BOOKING_FAILED_MESSAGE) };
  }
}

export async function addToTrip({ booking }: { booking: InsuranceBookingDraft }): Promise<AddToTripOutcome> {
  try {
    const answer = await api.callOperation(insuranceAddToTrip, {
      jsondata: withoutQuery(booking),
      totalnet: booking.insurancerecommendation.totalnet,
      product: 'insurance',
    });
    if (answer.ApiStatus.Status === 'OK') return { ok: true };
    return { ok: false, message: answer.ApiStatus.Message || ADD_TO_TRIP_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, ADD_TO_TRIP_FAILED) };
  }
}

export async function sendForApproval({ booking }: { booking: InsuranceBookingDraft }): Promise<ApprovalOutcome> {
  const draft = booking as InsuranceBookingDraft & { insquery: string };
  try {
    const answer = await api.callOperation(sendInsuranceForApproval, {
      corporateid: String(draft.corporateid ?? ''),
      profileid: String(draft.profileid ?? ''),
      jsondata: draft,
    });
    const approvalid = answer.responsedata.approvalid;
    if (answer.ResponseStatus.status === 'OK' && approvalid) {
      return { ok: true, approvalid, message: answer.ResponseStatus.message || '' };
    }
    return { ok: false, message: answer.ResponseStatus.message || APPROVAL_FAILED_MESSAGE };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, APPROVAL_FAILED_MESSAGE) };
  }
}

/**
 * Whether the company lets travellers change their own name, email and mobile (docs/product.md#validation-rules). The
 * login's serviceconfig says the same at sign-in; the booking config is the current word.
 */
export async function loadNamesEditable(corporateid: string, fallback: boolean): Promise<boolean> {
  try {
    const answer = await api.callOperation(getCorporateBookingConfig, { corporateid });
    return answer.ApiStatus.Status === 'OK' ? answer.nameseditable : fallback;
  } catch {
    return fallback;
  }
}
