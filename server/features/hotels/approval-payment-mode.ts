import { HOTEL_PAYMENT_MODES, type BookHotelRequest, type HotelPaymentMode } from '../../../src/contract/hotels/booking-request';

/*
 * The payment mode a stay was sent for approval with (docs/features/hotels.md "Approval and trips").
 * The approval keeps its request billed to the company, as it always did; the mode the traveller
 * picked rides beside it in the kept JSON under its own key, read back only to refill the resumed
 * book page. Nothing the approval bills or checks reads it, and bookhotel checks the mode again.
 */

const KEY = 'chosenpaymentmode';

/** The request as the approval keeps it: billed to the company, with the traveller's mode beside it. */
export function keptForApproval(request: BookHotelRequest): Record<string, unknown> {
  return { ...request, approvalid: '', paymentmode: 'company', [KEY]: request.paymentmode };
}

/** The mode kept with an approval's request; '' for a request kept before it was (or any other value). */
export function chosenPaymentMode(kept: Record<string, unknown>): HotelPaymentMode | '' {
  return HOTEL_PAYMENT_MODES.find((mode) => mode === kept[KEY]) ?? '';
}

/** The kept request as the book page sent it, without the mode kept beside it. */
export function requestOfApproval(kept: Record<string, unknown>): BookHotelRequest {
  const { [KEY]: _chosen, ...request } = kept;
  // Kept as sendhotelforapproval validated it; the dispatcher checks it against the schema on the way out.
  return request as BookHotelRequest;
}
