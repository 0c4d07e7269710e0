import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ColleagueReview } from '../../../src/contract/hotel-reviews/operations';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { profiles } from '../../store/schema-core';
import { hotelReviews } from '../../store/schema-generic';
import { hotelBookings } from '../../store/schema-hotels';

/** How many reviews the hotel's page shows (docs/features/hotels.md "Reviews"). */
export const LATEST_REVIEWS = 5;

/**
 * The caller's company's reviews of a hotel: only reviews of stays booked with us (joined to their
 * booking, so a review's hotel is the booking's, not what a caller typed) and never another
 * company's. A reviewer is shown by first name and the initial of the last name.
 */
export async function colleagueReviews(ctx: HandlerContext, hotelcode: string) {
  const corporateid = ctx.session.corporateid;
  const ofHotel = and(eq(hotelReviews.corporateId, corporateid), eq(hotelReviews.hotelId, hotelcode));
  const stays = and(eq(hotelBookings.txid, hotelReviews.txid), eq(hotelBookings.corporateId, corporateid), eq(hotelBookings.hotelCode, hotelcode));

  const [summary] = await ctx.tx
    .select({ count: count(), average: sql<number | null>`avg(${hotelReviews.overallRating})::float8`.mapWith((x) => (x === null ? null : Number(x))) })
    .from(hotelReviews)
    .innerJoin(hotelBookings, stays)
    .where(ofHotel);
  const latest = await ctx.tx
    .select({
      firstName: profiles.firstName,
      lastName: profiles.passportLastName,
      ratedOn: hotelReviews.ratedOn,
      overall: hotelReviews.overallRating,
      recommended: hotelReviews.recommended,
      text: hotelReviews.feedbackText,
    })
    .from(hotelReviews)
    .innerJoin(hotelBookings, stays)
    .innerJoin(profiles, eq(profiles.id, hotelReviews.profileId))
    .where(ofHotel)
    .orderBy(desc(hotelReviews.ratedOn), desc(hotelReviews.recordId))
    .limit(LATEST_REVIEWS);

  const reviews: ColleagueReview[] = latest.map((r) => ({
    reviewer: shortName(r.firstName, r.lastName),
    ratedon: indiaToday(r.ratedOn),
    overallrating: r.overall,
    recommended: r.recommended,
    text: r.text,
  }));
  const average = summary?.average ?? null;
  return { hotelcode, count: summary?.count ?? 0, average: average === null ? null : Math.round(average * 10) / 10, reviews };
}

/** 'Asha R.': enough for a colleague to know whose words they read, no more. */
function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}
