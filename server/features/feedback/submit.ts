import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { submitTripFeedback } from '../../../src/contract/feedback/operations';
import { isCompletedTrip, overallRating, utcDay } from '../../../src/domain/feedback';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { tripFeedback } from '../../store/schema-feedback';
import { trips } from '../../store/schema-trips';
import { callerTravels } from '../../workflow/trip-travellers';

type SubmitInput = v.InferOutput<(typeof submitTripFeedback)['request']>;

/** Same answer for another company's trip, a colleague's trip and no trip at all: nothing leaks. */
const NOT_FOUND = 'tripid: trip not found';
export const NOT_COMPLETED = 'tripid: feedback opens once the trip is completed';
export const ALREADY_GIVEN = 'tripid: feedback for this trip was already submitted';
export const OVERALL_MISMATCH = 'overallrating: must be the average of bookingrating and travelrating';

/**
 * Stores the caller's Feedback review of one of their own completed trips (docs/product.md#records: hotelid =
 * trip id, hotel_name = trip name, hotel_city/hotel_country = destination, dateofstay = travel
 * date). One per trip per traveller: a second one is refused with 409, even under a race.
 */
export async function submitFeedback(ctx: HandlerContext, input: SubmitInput): Promise<string> {
  const { corporateid, profileid } = ctx.session;
  const overall = overallRating(input.bookingrating, input.travelrating);
  if (input.overallrating !== undefined && input.overallrating !== overall) throw badRequest(OVERALL_MISMATCH);

  const [trip] = await ctx.tx
    .select({
      id: trips.id,
      name: trips.tripName,
      city: trips.destination,
      countries: trips.destinationCountries,
      fromDate: trips.fromDate,
      toDate: trips.toDate,
      status: trips.status,
    })
    .from(trips)
    .where(and(eq(trips.id, input.tripid), eq(trips.corporateId, corporateid), callerTravels(ctx, profileid)));
  if (!trip) throw forbidden(NOT_FOUND);
  if (!isCompletedTrip(trip.status, trip.toDate, utcDay(ctx.now))) throw new HttpError(409, NOT_COMPLETED);

  const recordId = randomUUID();
  const inserted = await ctx.tx
    .insert(tripFeedback)
    .values({
      recordId,
      txid: trip.id,
      tripId: trip.id,
      tripName: trip.name,
      city: trip.city,
      country: trip.countries.join(', '),
      dateOfStay: trip.fromDate,
      corporateId: corporateid,
      profileId: profileid,
      overallRating: overall,
      bookingRating: input.bookingrating,
      travelRating: input.travelrating,
      cleanliness: input.cleanliness ?? null,
      location: input.location ?? null,
      service: input.service ?? null,
      checkin: input.checkin ?? null,
      value: input.value ?? null,
      wifi: input.wifi ?? null,
      recommended: input.recommended ?? null,
      feedbackText: input.feedbacktext,
      travelFeedbackText: input.travelfeedbacktext,
      ratedOn: ctx.now,
    })
    .onConflictDoNothing({ target: [tripFeedback.tripId, tripFeedback.profileId] })
    .returning({ recordId: tripFeedback.recordId });
  if (inserted.length === 0) throw new HttpError(409, ALREADY_GIVEN);
  return recordId;
}
