import { api } from '../../../api';
import { changeHotelStay, quoteHotelChange, sendHotelChangeForApproval } from '../../../contract/hotels/change';
import {
  APPROVAL_FAILED,
  CHANGE_FAILED,
  QUOTE_FAILED,
  fieldProblemOf,
} from '../../../machines/hotels/hotel-change.logic';
import type {
  ApprovalInput,
  ApprovalOutcome,
  ChangeInput,
  ChangeOutcome,
  Outcome,
  QuoteInput,
  QuoteOutcome,
} from '../../../machines/hotels/hotel-change.machine';
import { tripFailureMessage } from '../../shared/trip-errors';

/*
 * The change drawer's calls (TG-HOTEL quotehotelchange, sendhotelchangeforapproval, changehotelstay),
 * shaped as the hotel change machine's outcomes: a refusal's message names its field when the
 * server's does; no answer at all gives our fallback text.
 */

async function attempt<T>(work: () => Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, problem: fieldProblemOf(tripFailureMessage(error, fallback)) };
  }
}

export const quoteChange = (dates: QuoteInput): Promise<QuoteOutcome> =>
  attempt(async () => (await api.callOperation(quoteHotelChange, dates)).quote, QUOTE_FAILED);

/** The approval id, or the server's reason when it answered NOK (no approval needed, nobody to approve). */
export async function sendChangeForApproval(request: ApprovalInput): Promise<ApprovalOutcome> {
  const sent = await attempt(() => api.callOperation(sendHotelChangeForApproval, request), APPROVAL_FAILED);
  if (!sent.ok) return sent;
  const { ResponseStatus: status, responsedata } = sent.value;
  if (status.status === 'OK') return { ok: true, value: responsedata.approvalid };
  return { ok: false, problem: fieldProblemOf(status.message || APPROVAL_FAILED) };
}

/** The new booking's txid. */
export const changeStay = (request: ChangeInput): Promise<ChangeOutcome> =>
  attempt(async () => {
    const { txid, paymenturl } = await api.callOperation(changeHotelStay, request);
    return { txid, paymenturl };
  }, CHANGE_FAILED);
