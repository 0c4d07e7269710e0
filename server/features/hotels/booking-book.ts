import { bookHotel } from '../../../src/contract/hotels/booking';
import type { BookHotelRequest } from '../../../src/contract/hotels/booking-request';
import { type Claim, checkout } from '../../booking/checkout';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { markBookingApprovalUsed } from '../../workflow/booking-approval-store';
import { checkCustomFieldAnswers, saveCustomFieldAnswers } from '../../workflow/custom-fields';
import { loadTripForCaller } from '../../workflow/trip-access';
import { claimHotelBooking } from './booking-claim';
import { resolveGuests } from './booking-guests';
import { checkStayPolicy } from './booking-policy';
import { HOTEL_BOOKING_CHANNEL } from './custom-fields';
import { recheckForBooking } from './booking-rate';
import type { HotelBookingRow } from './booking-store';
import { hotelProduct } from './product';

/*
 * TG-HOTEL bookhotel on the shared checkout (server/booking/checkout.ts): the key rechecked (a new
 * price or a room gone refuses with 409, booking-rate.ts), the policy judged (a reason out of
 * policy, an approval when it asks for one: booking-policy.ts), the guests named, the booking claimed
 * waiting for payment, then paid by wallet or the company account (booked at once) or by card
 * (booked when the gateway captures). The hotel confirms later (booking-progress.ts).
 */

const BOOKING_FAILED = 'Failed to book the hotel. Please try again.';

type Answer = { status: 'OK' | 'NOK'; txid: string; bookingstatus: string; message: string; paymenturl: string };

const answer = (status: Answer['status'], message: string, row?: HotelBookingRow, paymenturl = ''): Answer => ({
  status,
  txid: row?.txid ?? '',
  bookingstatus: row?.status ?? '',
  message,
  paymenturl,
});

function bookedMessage(row: HotelBookingRow): string {
  if (row.status === 'cancelled' || row.status === 'cancellationrequested') return 'This hotel booking is cancelled';
  if (row.status === 'confirmed') return `Your hotel is confirmed: ${row.confirmationNumber}`;
  return 'Your hotel is booked; the hotel will confirm it shortly';
}

async function claimHotel(
  ctx: HandlerContext,
  request: BookHotelRequest,
): Promise<Claim<HotelBookingRow>> {
  const stay = await recheckForBooking(ctx, request.ratekey);
  const verdict = await checkStayPolicy(ctx, stay, request);
  const guests = await resolveGuests(ctx, request.guests);
  const row = await claimHotelBooking(ctx, request, stay, guests, verdict);
  if (!row) return { lost: true };
  // In the claim's transaction: the approval books this stay once.
  if (verdict.approvalid !== '') await markBookingApprovalUsed(ctx, verdict.approvalid, row.txid);
  await saveCustomFieldAnswers(
    ctx,
    { channel: HOTEL_BOOKING_CHANNEL, recordId: row.txid, scope: { tripid: request.tripid } },
    request.customfields,
  );
  return { row };
}

export const bookHotelHandler = defineHandler(bookHotel)(async (ctx, request) => {
  if (request.tripid !== '') await loadTripForCaller(ctx, request.tripid, 'read');
  await checkCustomFieldAnswers(ctx, HOTEL_BOOKING_CHANNEL, { tripid: request.tripid }, request.customfields);
  return checkout(ctx, {
    product: hotelProduct,
    clientref: request.clientref,
    payment: { paymentmode: request.paymentmode, successurl: request.successurl, failureurl: request.failureurl },
    claim: () => claimHotel(ctx, request),
    answerBooked: (row) => answer('OK', bookedMessage(row), row),
    answerCardPayment: (row, paymenturl) =>
      answer('OK', 'Continue to the payment gateway to pay for your hotel', row, paymenturl),
    answerRefused: (message, row) => answer('NOK', message, row),
    failedMessage: BOOKING_FAILED,
  });
});
