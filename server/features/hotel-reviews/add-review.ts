import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { HotelReviewInput } from '../../../src/contract/generic/operations';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { hotelCities, hotelReviews } from '../../store/schema-generic';
import { tripItems, trips } from '../../store/schema-trips';
import { callerTravels } from '../../workflow/trip-travellers';
import { REVIEW_GIVEN, type StayRow, TX_NOT_FOUND, callerStay, isCompanyStay, stayRefusal } from './stays';

export const TXID_MISMATCH = 'jsondata.txid: must be the request txid';
export const hotelMismatch = (hotelcode: string) => `jsondata.hotelid: must be the stay's hotel (${hotelcode})`;

type ReviewedThing = Pick<typeof hotelReviews.$inferInsert, 'tripId' | 'hotelId' | 'hotelName' | 'hotelCity' | 'hotelCountry' | 'dateOfStay'>;

/**
 * TG-GENERIC addhotelreview: stores the caller's Feedback review (docs/product.md#records) of a
 * transaction. A hotel booking's txid is a stay (docs/features/feedback.md "Hotel stay reviews"):
 * the hotel fields are the booking's, and it must be over, paid and the caller's. Any other txid
 * is an item of a trip of the caller's company the caller travels on, described by the caller.
 * One per txid per profile: a second one is refused with 409, also under a race (unique index).
 */
export async function addReview(ctx: HandlerContext, txid: string, review: HotelReviewInput): Promise<string> {
  if (review.txid !== undefined && review.txid !== '' && review.txid !== txid) throw badRequest(TXID_MISMATCH);
  const reviewed = (await isCompanyStay(ctx, txid)) ? await stayReviewed(ctx, txid, review) : await tripItemReviewed(ctx, txid, review);
  return insertReview(ctx, txid, review, reviewed);
}

async function stayReviewed(ctx: HandlerContext, txid: string, review: HotelReviewInput): Promise<ReviewedThing> {
  const found = await callerStay(ctx, txid);
  if (!found) throw forbidden(TX_NOT_FOUND);
  const { stay, reviewed } = found;
  const refusal = stayRefusal(stay, reviewed, ctx.now);
  if (refusal) throw new HttpError(409, refusal);
  if (review.hotelid !== '' && review.hotelid !== stay.hotelcode) throw badRequest(hotelMismatch(stay.hotelcode));
  return {
    tripId: stay.tripid === '' ? null : stay.tripid,
    hotelId: stay.hotelcode,
    hotelName: stay.hotelname,
    hotelCity: stay.city,
    hotelCountry: await countryName(ctx, stay),
    dateOfStay: stay.checkin,
  };
}

/** The country's name as the hotel places call it; its code when no place of it is known. */
async function countryName(ctx: HandlerContext, stay: StayRow): Promise<string> {
  const [place] = await ctx.tx.select({ country: hotelCities.country }).from(hotelCities).where(eq(hotelCities.countryCode, stay.countryCode)).limit(1);
  return place?.country ?? stay.countryCode;
}

async function tripItemReviewed(ctx: HandlerContext, txid: string, review: HotelReviewInput): Promise<ReviewedThing> {
  const { corporateid, profileid } = ctx.session;
  const [item] = await ctx.tx
    .select({ tripId: trips.id })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.tripId))
    .where(and(eq(tripItems.txid, txid), eq(tripItems.corporateId, corporateid), eq(trips.corporateId, corporateid), callerTravels(ctx, profileid)))
    .limit(1);
  if (!item) throw forbidden(TX_NOT_FOUND);
  return {
    tripId: item.tripId,
    hotelId: review.hotelid,
    hotelName: review.hotel_name,
    hotelCity: review.hotel_city,
    hotelCountry: review.hotel_country,
    dateOfStay: review.dateofstay === '' ? null : review.dateofstay,
  };
}

async function insertReview(ctx: HandlerContext, txid: string, review: HotelReviewInput, reviewed: ReviewedThing): Promise<string> {
  const recordId = randomUUID();
  const inserted = await ctx.tx
    .insert(hotelReviews)
    .values({
      ...reviewed,
      recordId,
      txid,
      corporateId: ctx.session.corporateid,
      profileId: ctx.session.profileid,
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
