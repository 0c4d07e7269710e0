import { and, desc, eq, exists, gte, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { ReviewStay } from '../../../src/contract/hotel-reviews/operations';
import { addDays, indiaToday } from '../../../src/domain/calendar-days';
import { FEEDBACK_RECENT_DAYS } from '../../../src/domain/feedback';
import type { HandlerContext } from '../../dispatch/types';
import { hotelReviews } from '../../store/schema-generic';
import { type HotelBookingStatusColumn, hotelBookingGuests, hotelBookings } from '../../store/schema-hotels';

/*
 * Which hotel stays the caller may review (docs/features/feedback.md "Hotel stay reviews"): their
 * own company's, booked by them or with them as a guest with a profile, paid and not cancelled,
 * after the check-out day (India's today, as every "today" of the server). hotel_bookings is read
 * through the store: features never import each other.
 */

/** Same answer for someone else's, another company's and an unknown txid: nothing leaks. */
export const TX_NOT_FOUND = 'txid: transaction not found';
export const REVIEW_GIVEN = 'txid: a review of this transaction was already submitted';
export const NOT_PAID = 'txid: only a paid stay can be reviewed';
export const CANCELLED = 'txid: a cancelled stay cannot be reviewed';
export const notOverYet = (checkout: string) => `txid: the stay can be reviewed after its check-out day (${checkout})`;

/** Paid stays the hotel keeps (the confirmation may still be on its way). */
const STAYED: HotelBookingStatusColumn[] = ['booked', 'confirmed'];
const CANCELLED_STATUSES: HotelBookingStatusColumn[] = ['cancellationrequested', 'cancelled'];

export interface StayRow extends ReviewStay {
  status: HotelBookingStatusColumn;
  countryCode: string;
}

const reviewStayColumns = {
  txid: hotelBookings.txid,
  hotelcode: hotelBookings.hotelCode,
  hotelname: hotelBookings.hotelName,
  city: hotelBookings.city,
  checkin: hotelBookings.checkIn,
  checkout: hotelBookings.checkOut,
  tripid: hotelBookings.tripId,
};
const stayColumns = { ...reviewStayColumns, status: hotelBookings.status, countryCode: hotelBookings.countryCode };

/** The caller booked the stay or is one of its guests. */
function callerStays(ctx: HandlerContext) {
  const { corporateid, profileid } = ctx.session;
  return and(
    eq(hotelBookings.corporateId, corporateid),
    or(
      eq(hotelBookings.profileId, profileid),
      exists(
        ctx.tx
          .select({ one: sql`1` })
          .from(hotelBookingGuests)
          .where(and(eq(hotelBookingGuests.txid, hotelBookings.txid), eq(hotelBookingGuests.corporateId, corporateid), eq(hotelBookingGuests.profileId, profileid))),
      ),
    ),
  );
}

/** The caller's review of the stay in hand (a correlated subquery). */
const callerReview = (ctx: HandlerContext) =>
  ctx.tx
    .select({ one: sql`1` })
    .from(hotelReviews)
    .where(and(eq(hotelReviews.corporateId, ctx.session.corporateid), eq(hotelReviews.txid, hotelBookings.txid), eq(hotelReviews.profileId, ctx.session.profileid)));

/** Whether the txid is a hotel booking of the caller's company (whoever's): such a txid takes the stay's rules. */
export async function isCompanyStay(ctx: HandlerContext, txid: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ txid: hotelBookings.txid })
    .from(hotelBookings)
    .where(and(eq(hotelBookings.txid, txid), eq(hotelBookings.corporateId, ctx.session.corporateid)));
  return row !== undefined;
}

/** The caller's stay with whether they reviewed it already; null when it is not theirs. */
export async function callerStay(ctx: HandlerContext, txid: string): Promise<{ stay: StayRow; reviewed: boolean } | null> {
  const [row] = await ctx.tx
    .select({ ...stayColumns, reviewed: exists(callerReview(ctx)).mapWith(Boolean) })
    .from(hotelBookings)
    .where(and(eq(hotelBookings.txid, txid), callerStays(ctx)));
  if (!row) return null;
  const { reviewed, ...stay } = row;
  return { stay, reviewed };
}

/** Why the stay cannot be reviewed today (a 409's message), or null when it can. */
export function stayRefusal(stay: StayRow, reviewed: boolean, now: Date): string | null {
  if (CANCELLED_STATUSES.includes(stay.status)) return CANCELLED;
  if (!STAYED.includes(stay.status)) return NOT_PAID;
  if (stay.checkout >= indiaToday(now)) return notOverYet(stay.checkout);
  return reviewed ? REVIEW_GIVEN : null;
}

/** The caller's stays over within FEEDBACK_RECENT_DAYS and not reviewed by them, latest check-out first. */
export async function pendingStays(ctx: HandlerContext, tripid: string): Promise<ReviewStay[]> {
  const today = indiaToday(ctx.now);
  return ctx.tx
    .select(reviewStayColumns)
    .from(hotelBookings)
    .where(
      and(
        callerStays(ctx),
        inArray(hotelBookings.status, STAYED),
        lt(hotelBookings.checkOut, today),
        gte(hotelBookings.checkOut, addDays(today, -FEEDBACK_RECENT_DAYS)),
        tripid === '' ? undefined : eq(hotelBookings.tripId, tripid),
        notExists(callerReview(ctx)),
      ),
    )
    .orderBy(desc(hotelBookings.checkOut), desc(hotelBookings.txid))
    .limit(20);
}
