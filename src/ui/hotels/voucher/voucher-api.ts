import * as v from 'valibot';
import { api, ApiError } from '../../../api';
import {
  cancelHotel,
  getHotelBooking,
  getHotelVoucherPdf,
  quoteHotelCancellation,
} from '../../../contract/hotels/booking';
import { type HotelBooking, HotelBookingSchema } from '../../../contract/hotels/booking-shapes';
import { forgetHotelVoucher, keepHotelVoucher } from '../../../db/hotel-vouchers';
import { saveBase64Pdf } from '../../shared/save-pdf';
import { tripFailureMessage } from '../../shared/trip-errors';

/* The voucher page's calls (TG-HOTEL gethotelbooking, gethotelvoucherpdf, quotehotelcancellation, cancelhotel). */

export const PDF_FAILED = 'Failed to download the PDF. Please try again.';
export const QUOTE_FAILED = 'Could not work out the cancellation charge. Please try again.';
export const CANCEL_FAILED = 'Failed to cancel the booking. Please try again.';

/** A kept voucher still in today's shape, or null (nothing kept, or written by an older app). */
export function readKeptVoucher(value: unknown): HotelBooking | null {
  const parsed = v.safeParse(HotelBookingSchema, value);
  return parsed.success ? parsed.output : null;
}

/**
 * Reads the booking and keeps it on this device; null when the server knows no such booking for the
 * caller (it answers an unknown txid and another person's alike, 403; a malformed one 400), and then
 * the kept copy is forgotten. Anything else (offline, a server fault) throws and leaves the copy.
 */
export async function fetchVoucher(profileid: string, txid: string): Promise<HotelBooking | null> {
  try {
    const { booking } = await api.callOperation(getHotelBooking, { txid });
    await keepHotelVoucher(profileid, txid, booking).catch(() => undefined);
    return booking;
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
    await forgetHotelVoucher(profileid, txid).catch(() => undefined);
    return null;
  }
}

/** Saves the voucher PDF the server prints; the message to show when it fails, else null. */
export async function downloadVoucherPdf(txid: string): Promise<string | null> {
  try {
    const answer = await api.callOperation(getHotelVoucherPdf, { txid });
    saveBase64Pdf(answer.pdfbase64, answer.filename || `Hotel-voucher-${txid}.pdf`);
    return null;
  } catch (error) {
    return tripFailureMessage(error, PDF_FAILED);
  }
}

export type CancellationQuote = Awaited<ReturnType<typeof quoteStay>>;

/** What cancelling now would cost; throws with the server's reason. */
export function quoteStay(txid: string) {
  return api.callOperation(quoteHotelCancellation, { txid });
}

export type CancelOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Cancels the whole stay; the server's message either way. */
export async function cancelStay(txid: string, reason: string): Promise<CancelOutcome> {
  try {
    const answer = await api.callOperation(cancelHotel, { txid, reason: reason.trim() });
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: tripFailureMessage(error, CANCEL_FAILED) };
  }
}
