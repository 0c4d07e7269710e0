import { HOTEL_PAYMENT_MODES, type HotelPaymentMode } from '../../../contract/hotels/booking-request';
import type { HotelBookingDraft } from '../../../machines/hotels/hotel-booking.logic';

/*
 * The request a resumed approval was sent with, as the book page's machine keeps it
 * (docs/features/hotels.md "Approval and trips"). The machine passes the draft on untouched, so
 * the payment mode the traveller picked rides along under its own name: the draft's `paymentmode`
 * is the company's, as the approval keeps it, and is never what the page pays with.
 */

type ResumedDraft = HotelBookingDraft & { chosenpaymentmode: HotelPaymentMode | '' };

/** gethotelapprovalrequest's answer as the machine's resumed draft. */
export function resumedRequest(jsondata: HotelBookingDraft, paymentmode: HotelPaymentMode | ''): ResumedDraft {
  return { ...jsondata, chosenpaymentmode: paymentmode };
}

/** The mode to refill: '' when none was kept (or not resumed), and the chooser's own default stays. */
export function resumedPaymentMode(resumed: HotelBookingDraft | null): HotelPaymentMode | '' {
  if (!resumed || !('chosenpaymentmode' in resumed)) return '';
  return HOTEL_PAYMENT_MODES.find((mode) => mode === resumed.chosenpaymentmode) ?? '';
}
