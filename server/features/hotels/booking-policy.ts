import type { HotelPolicyVerdictWire } from '../../../src/contract/hotels/search-shapes';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { loadApprovedBooking } from '../../workflow/booking-approval-store';
import type { StayToBook } from './booking-rate';
import { callerHotelPolicy } from './search-policy';
import { rateSummary } from './search-rates';
import { type HotelRate, hotelSupplier } from './supplier';

/*
 * The hotel policy at booking (docs/features/hotels.md "Approval and trips"): the rechecked rate is
 * judged by the judge the search's badges use, on the server's day. Out of policy needs the
 * booker's reason; when the policy asks for approval, an approved, unused booking approval of the
 * same stay whose total covers the rechecked one.
 */

export const REASON_REQUIRED = 'policyreason: this stay is out of policy: give the reason for booking it';
export const APPROVAL_REQUIRED = 'approvalid: this stay is out of policy and needs approval: send it for approval';

/** The verdict a booking keeps, with the reason given and the approval that allowed it ('' for none). */
export interface StayVerdict extends HotelPolicyVerdictWire {
  policyreason: string;
  approvalid: string;
}

/** The caller's policy on the rechecked stay, judged today. */
export async function judgeStay(ctx: HandlerContext, stay: StayToBook): Promise<HotelPolicyVerdictWire> {
  const judge = await callerHotelPolicy(ctx, indiaToday(ctx.now));
  return judge(stay.hotel, rateSummary(stay.rate));
}

/** The verdict with the reason checked: out of policy without one is the caller's 400. */
export async function judgeWithReason(ctx: HandlerContext, stay: StayToBook, policyreason: string): Promise<HotelPolicyVerdictWire> {
  const verdict = await judgeStay(ctx, stay);
  if (!verdict.inpolicy && policyreason.trim() === '') throw badRequest(REASON_REQUIRED);
  return verdict;
}

/** The same stay: hotel, room type, board, refundability, dates and rooms; the price is the total's to compare. */
function sameStay(asked: HotelRate, booked: HotelRate): boolean {
  const rooms = (r: HotelRate) => JSON.stringify(r.rooms.map((room) => [room.adults, [...room.childages]]));
  return (
    asked.hotelcode === booked.hotelcode &&
    asked.roomtype === booked.roomtype &&
    asked.board === booked.board &&
    asked.refundable === booked.refundable &&
    asked.checkin === booked.checkin &&
    asked.checkout === booked.checkout &&
    rooms(asked) === rooms(booked)
  );
}

/** The approval id covering the stay, or throws 409 when the verdict needs one and none fits. */
async function approvalFor(ctx: HandlerContext, stay: StayToBook, approvalid: string): Promise<string> {
  const approved = await loadApprovedBooking(ctx, approvalid, 'hotel');
  const askedKey = typeof approved?.request.ratekey === 'string' ? approved.request.ratekey : '';
  const asked = askedKey ? hotelSupplier().price.quoted(askedKey) : null;
  const fits = approved && asked && 'ratekey' in asked && sameStay(asked, stay.rate) && stay.charges.total <= approved.totalnetPaise;
  if (!fits) throw new HttpError(409, APPROVAL_REQUIRED);
  return approved.approvalid;
}

/** bookhotel's check: the reason when out of policy, the approval when the verdict needs one. */
export async function checkStayPolicy(
  ctx: HandlerContext,
  stay: StayToBook,
  request: { policyreason?: string; approvalid?: string },
): Promise<StayVerdict> {
  const policyreason = (request.policyreason ?? '').trim();
  const verdict = await judgeWithReason(ctx, stay, policyreason);
  const approvalid = verdict.needsapproval ? await approvalFor(ctx, stay, request.approvalid ?? '') : '';
  return { ...verdict, policyreason: verdict.inpolicy ? '' : policyreason, approvalid };
}
