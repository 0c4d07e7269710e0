import { api } from '../../../api';
import { type HotelChangeQuote, changeHotelStay, quoteHotelChange, sendHotelChangeForApproval } from '../../../contract/hotels/change';
import { tripFailureMessage } from '../../shared/trip-errors';
import { type FieldProblem, fieldProblemOf } from './change-problem';

/* The change drawer's calls (TG-HOTEL quotehotelchange, sendhotelchangeforapproval, changehotelstay). */

export const QUOTE_FAILED = 'Could not price the new dates. Please try again.';
export const APPROVAL_FAILED = 'Failed to send the change for approval. Please try again.';
export const CHANGE_FAILED = 'Failed to change the stay. Please try again.';

export interface NewDates {
  txid: string;
  checkin: string;
  checkout: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

async function attempt<T>(work: () => Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, problem: fieldProblemOf(tripFailureMessage(error, fallback)) };
  }
}

export const quoteChange = (dates: NewDates): Promise<Outcome<HotelChangeQuote>> =>
  attempt(async () => (await api.callOperation(quoteHotelChange, dates)).quote, QUOTE_FAILED);

/** The approval id, or the server's reason when it answered NOK. */
export const sendChangeForApproval = (dates: NewDates, policyreason: string): Promise<Outcome<string>> =>
  attempt(async () => {
    const answer = await api.callOperation(sendHotelChangeForApproval, { ...dates, policyreason });
    if (answer.ResponseStatus.status !== 'OK') throw new Error(answer.ResponseStatus.message ?? APPROVAL_FAILED);
    return answer.responsedata.approvalid;
  }, APPROVAL_FAILED);

export interface ChangeRequest extends NewDates {
  total: string;
  clientref: string;
  policyreason: string;
  approvalid: string;
}

/** The new booking's txid. */
export const changeStay = (request: ChangeRequest): Promise<Outcome<string>> =>
  attempt(async () => (await api.callOperation(changeHotelStay, request)).txid, CHANGE_FAILED);
