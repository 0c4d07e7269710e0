import * as v from 'valibot';
import { defineOperation } from '../operation';

/*
 * Reviews of hotel stays after the stay (docs/features/feedback.md "Hotel stay reviews",
 * docs/features/hotels.md "Reviews"). The review itself is sent with TG-GENERIC addhotelreview
 * and the booking's txid; these reads say which stays wait for one and what colleagues wrote.
 * TG-HOTEL and every action name here are our names.
 */

const hotel = (action: string) => ({ opid: 'TG-HOTEL', actionKey: 'action', action, roles: 'any', mutates: false }) as const;
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const Id = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));

/** A paid stay of the caller's, as a review names it. Dates are YYYY-MM-DD. */
export const ReviewStaySchema = v.object({
  txid: v.string(),
  hotelcode: v.string(),
  hotelname: v.string(),
  city: v.string(),
  checkin: v.string(),
  checkout: v.string(),
  /** '' when the stay was booked outside a trip. */
  tripid: v.string(),
});
export type ReviewStay = v.InferOutput<typeof ReviewStaySchema>;

/**
 * Whether the caller may review this stay now (the voucher's 'Review your stay'): a paid stay they
 * booked or are a guest of, its check-out day over (India's today), not reviewed by them yet.
 * `reason` says why not ('' when reviewable). Someone else's or an unknown txid: 403 'txid: transaction not found'.
 */
export const getHotelReviewStatus = defineOperation({
  ...hotel('gethotelreviewstatus'),
  request: v.object({ ...ownIds, txid: Id('txid', 64) }),
  response: v.object({ stay: ReviewStaySchema, reviewable: v.boolean(), reviewed: v.boolean(), reason: v.string() }),
});

/**
 * The caller's stays waiting for their review: paid, checked out within the last 30 days, not
 * reviewed by them; latest check-out first. `tripid` keeps those of one trip (the trip's feedback).
 */
export const getPendingHotelReviews = defineOperation({
  ...hotel('getpendinghotelreviews'),
  request: v.object({ ...ownIds, tripid: v.optional(v.pipe(v.string('tripid must be a string'), v.trim(), v.maxLength(40, 'tripid is too long')), '') }),
  response: v.object({ stays: v.array(ReviewStaySchema) }),
});

/** One colleague's review as the hotel's page shows it: first name and initial, never the whole name. */
export const ColleagueReviewSchema = v.object({
  reviewer: v.string(),
  /** YYYY-MM-DD, the day in India it was written. */
  ratedon: v.string(),
  overallrating: v.number(),
  recommended: v.nullable(v.boolean()),
  text: v.string(),
});
export type ColleagueReview = v.InferOutput<typeof ColleagueReviewSchema>;

/**
 * What the caller's company wrote of a hotel after its stays: how many reviews, their average
 * overall rating (null for none, one decimal) and the latest five. Only the caller's company's reviews.
 */
export const getHotelReviews = defineOperation({
  ...hotel('gethotelreviews'),
  request: v.object({ hotelcode: Id('hotelcode', 80) }),
  response: v.object({
    hotelcode: v.string(),
    count: v.number(),
    average: v.nullable(v.number()),
    reviews: v.array(ColleagueReviewSchema),
  }),
});

export const hotelReviewOperations = { getHotelReviewStatus, getPendingHotelReviews, getHotelReviews };
