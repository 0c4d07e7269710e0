import { api } from '../../../api';
import {
  type RescheduleRequest,
  flightReschedule,
  flightRescheduleQuote,
  searchFlightsReschedule,
  sendRescheduleForApproval,
} from '../../../contract/flights/reschedule';
import type { PaymentOutcome } from '../../../machines/booking/payment.machine';
import { APPROVAL_FAILED, QUOTE_FAILED, RESCHEDULE_FAILED } from '../../../machines/flights/flight-reschedule.logic';
import type {
  ApprovalInput,
  ApprovalOutcome,
  QuoteInput,
  QuoteOutcome,
} from '../../../machines/flights/flight-reschedule.machine';
import type { SearchStarted } from '../../../machines/flights/flight-search.machine';
import { tripFailureMessage } from '../../shared/trip-errors';

/*
 * The reschedule's calls (docs/features/flights-reschedule.md): SEARCHFLIGHTSRESC, the quote, the
 * approval and TG-FLIGHTRESCHEDULE, shaped as the reschedule machine's outcomes. A refused call
 * (4xx) answers with the server's message; no answer at all with our fallback text.
 */

export async function startRescheduleSearch(
  txid: string,
  onwarddate: string,
  returndate: string,
): Promise<SearchStarted> {
  return api.callOperation(searchFlightsReschedule, { txid, onwarddate, returndate, requesttype: 'reschedule' });
}

export async function quoteReschedule({ txid, responseid, selected }: QuoteInput): Promise<QuoteOutcome> {
  try {
    const answer = await api.callOperation(flightRescheduleQuote, {
      jsondata: { reftxid: txid, responseid, selected },
    });
    if (answer.ResponseStatus.status === 'OK' && answer.quote) return { ok: true, quote: answer.quote };
    return { ok: false, message: answer.ResponseStatus.message || QUOTE_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, QUOTE_FAILED) };
  }
}

export async function sendChangeForApproval({
  txid,
  responseid,
  selected,
  policyreason,
}: ApprovalInput): Promise<ApprovalOutcome> {
  try {
    const { ResponseStatus: answer } = await api.callOperation(sendRescheduleForApproval, {
      jsondata: { reftxid: txid, responseid, selected, policyreason },
    });
    const approvalid = answer.responsedata.approvalid;
    if (answer.status === 'OK' && approvalid) return { ok: true, approvalid, message: answer.message };
    return { ok: false, message: answer.message || APPROVAL_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, APPROVAL_FAILED) };
  }
}

/** TG-FLIGHTRESCHEDULE as the payment machine's book call: the new booking, paid or off to the gateway. */
export async function rescheduleFlightCall({ booking }: { booking: RescheduleRequest }): Promise<PaymentOutcome> {
  try {
    // The clientref makes a second send the same change; each send has its own Idempotency-Key.
    const answer = await api.callOperation(flightReschedule, { jsondata: booking });
    const r = answer.FlightBookingResponse;
    if (r.txid && r.status !== 'failed') {
      return { ok: true, tgbookingref: r.tgbookingref || r.txid, txid: r.txid, paymenturl: r.paymenturl };
    }
    return { ok: false, message: r.errormessage || RESCHEDULE_FAILED };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, RESCHEDULE_FAILED) };
  }
}
