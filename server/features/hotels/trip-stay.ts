import type { BookHotelRequest } from '../../../src/contract/hotels/booking-request';
import type { HandlerContext } from '../../dispatch/types';
import { checkOwnership } from '../../dispatch/guards';
import { HttpError } from '../../http/errors';
import { checkCustomFieldAnswers } from '../../workflow/custom-fields';
import { resolveGuests } from './booking-guests';
import { judgeWithReason } from './booking-policy';
import { type StayToBook, recheckForBooking } from './booking-rate';
import { HOTEL_BOOKING_CHANNEL } from './custom-fields';
import type { HotelPolicyVerdictWire } from '../../../src/contract/hotels/search-shapes';

/*
 * What 'Send for approval' and 'Add to trip' share (docs/features/hotels.md "Approval and trips"):
 * the request is the caller's own, its rate is rechecked now (sold out or a new price is a refusal
 * the page shows, not an error), its guests and custom-field answers can be booked, and a stay out of policy carries the
 * booker's reason, so the approver reads it.
 */

export type CheckedStay = { stay: StayToBook; verdict: HotelPolicyVerdictWire } | { refused: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Hotel: Saffron Suites Whitefield, Bengaluru, 2 nights, 1 room': the approver's and the trip's line. */
export function staySummary(stay: StayToBook): string {
  const { hotel, rate } = stay;
  return `Hotel: ${hotel.name}, ${hotel.city}, ${plural(rate.nights.length, 'night', 'nights')}, ${plural(rate.rooms.length, 'room', 'rooms')}`;
}

/** The rate rechecked and judged, or the recheck's refusal (409: sold out, new price) as a message. */
export async function checkStayRequest(ctx: HandlerContext, request: BookHotelRequest): Promise<CheckedStay> {
  checkOwnership(request, ctx.session, 'jsondata.');
  await resolveGuests(ctx, request.guests);
  await checkCustomFieldAnswers(ctx, HOTEL_BOOKING_CHANNEL, { tripid: request.tripid }, request.customfields);
  let stay: StayToBook;
  try {
    stay = await recheckForBooking(ctx, request.ratekey);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return { refused: error.message };
    throw error;
  }
  return { stay, verdict: await judgeWithReason(ctx, stay, request.policyreason) };
}
