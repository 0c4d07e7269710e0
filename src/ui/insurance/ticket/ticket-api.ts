import * as v from 'valibot';
import { api, ApiError } from '../../../api';
import {
  type InsuranceInvoice,
  InsuranceInvoiceSchema,
  insuranceCancellationRequest,
  insuranceTicket,
  insuranceTicketPdf,
} from '../../../contract/insurance/booking';
import { forgetInsuranceTicket, storeInsuranceTicket } from '../../../db/insurance-tickets';
import { saveBase64Pdf } from '../../shared/save-pdf';
import { tripFailureMessage } from '../../shared/trip-errors';

/** The insurance e-ticket's calls (TG-INSURANCE ticket, ticketpdf; TG-INSURANCECANCELLATIONREQUEST). */

/** docs/product.md#error-messages "Insurance cancel failure". */
export const CANCEL_FAILED = 'Failed to cancel ticket. Please try again.';
/** docs/product.md#error-messages "Chart PDF download": the same words for any PDF the app saves. */
export const PDF_FAILED = 'Failed to download the PDF. Please try again.';

export type TicketRefreshOutcome = 'ok' | 'offline' | 'notfound';

/** A cached invoice still in today's shape, or null (nothing cached, or written by an older app). */
export function readCachedInvoice(value: unknown): InsuranceInvoice | null {
  const parsed = v.safeParse(InsuranceInvoiceSchema, value);
  return parsed.success ? parsed.output : null;
}

/**
 * Reads the ticket and keeps it on this device. The server answers '' for unknown ids and for other
 * people's tickets alike; a refused id (4xx) is as unknown. Anything else leaves the cache as it is.
 */
export async function refreshInsuranceTicket(profileid: string, txid: string): Promise<TicketRefreshOutcome> {
  try {
    const answer = await api.callOperation(insuranceTicket, { txid });
    if (answer.InsuranceInvoice === '') {
      await forgetInsuranceTicket(profileid, txid);
      return 'notfound';
    }
    await storeInsuranceTicket(profileid, txid, answer.InsuranceInvoice);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) return 'offline';
    await forgetInsuranceTicket(profileid, txid);
    return 'notfound';
  }
}

/** Saves the e-ticket PDF (Insurance-<txid>.pdf); the message to show when it fails, else null. */
export async function downloadInsuranceTicketPdf(txid: string): Promise<string | null> {
  try {
    const answer = await api.callOperation(insuranceTicketPdf, { txid });
    if (answer.ApiStatus.Status !== 'OK' || !answer.pdfbase64) return answer.ApiStatus.Message || PDF_FAILED;
    saveBase64Pdf(answer.pdfbase64, answer.filename || `Insurance-${txid}.pdf`);
    return null;
  } catch (error) {
    return tripFailureMessage(error, PDF_FAILED);
  }
}

export interface CancelRequest {
  corporateid: string;
  profileid: string;
  txid: string;
  /** The chosen travellers' serial numbers. */
  paxsnos: readonly number[];
  remarks: string;
}

export interface CancelOutcome {
  ok: boolean;
  message: string;
}

/** Asks to cancel the chosen travellers; the server's message either way (docs/product.md#error-messages). */
export async function cancelInsuranceTravellers(request: CancelRequest): Promise<CancelOutcome> {
  try {
    const answer = await api.callOperation(insuranceCancellationRequest, {
      jsondata: {
        corporateid: request.corporateid,
        profileid: request.profileid,
        remarks: request.remarks.trim(),
        reftxid: request.txid,
        trainpax: request.paxsnos.join(','),
      },
    });
    const ok = answer.ResponseStatus.status === 'OK';
    return { ok, message: answer.ResponseStatus.message || (ok ? 'Cancellation done.' : CANCEL_FAILED) };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, CANCEL_FAILED) };
  }
}
