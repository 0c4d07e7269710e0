import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { HotelReviewInput } from '../../../src/contract/generic/operations';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { hotelReviews } from '../../store/schema-generic';
import { tripItems, trips } from '../../store/schema-trips';
import { callerTravels } from '../../workflow/trip-travellers';

/** Same answer for another company's txid, a colleague's and an unknown one: nothing leaks. */
export const TX_NOT_FOUND = 'txid: transaction not found';
export const REVIEW_GIVEN = 'txid: a review of this transaction was already submitted';
export const TXID_MISMATCH = 'jsondata.txid: must be the request txid';

/**
 * Stores the caller's review (docs/product.md#records Feedback review) of a transaction: the txid must be an
 * item of a trip of the caller's company the caller travels on (main or listed traveller). One
 * per txid per profile: a second one is refused with 409, also under a race (unique index).
 */
export async function addReview(ctx: HandlerContext, txid: string, review: HotelReviewInput): Promise<string> {
  const { corporateid, profileid } = ctx.session;
  if (review.txid !== undefined && review.txid !== '' && review.txid !== txid) throw badRequest(TXID_MISMATCH);

  const [item] = await ctx.tx
    .select({ tripId: trips.id })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.tripId))
    .where(and(eq(tripItems.txid, txid), eq(tripItems.corporateId, corporateid), eq(trips.corporateId, corporateid), callerTravels(ctx, profileid)))
    .limit(1);
  if (!item) throw forbidden(TX_NOT_FOUND);

  const recordId = randomUUID();
  const inserted = await ctx.tx
    .insert(hotelReviews)
    .values({
      recordId,
      txid,
      tripId: item.tripId,
      corporateId: corporateid,
      profileId: profileid,
      hotelId: review.hotelid,
      hotelName: review.hotel_name,
      hotelCity: review.hotel_city,
      hotelCountry: review.hotel_country,
      dateOfStay: review.dateofstay === '' ? null : review.dateofstay,
      overallRating: review.overallrating,
      cleanliness: review.cleanliness ?? null,
      location: review.location ?? null,
      service: review.service ?? null,
      checkin: review.checkin ?? null,
      value: review.value ?? null,
      wifi: review.wifi ?? null,
      recommended: review.recommended ?? null,
      feedbackText: review.feedbacktext,
      ratedOn: ctx.now,
    })
    .onConflictDoNothing({ target: [hotelReviews.corporateId, hotelReviews.txid, hotelReviews.profileId] })
    .returning({ recordId: hotelReviews.recordId });
  if (inserted.length === 0) throw new HttpError(409, REVIEW_GIVEN);
  return recordId;
}
