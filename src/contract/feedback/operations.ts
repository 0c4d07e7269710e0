import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';
import { PENDING_FEEDBACK_LIMIT, ratingProblem } from '../../domain/feedback';

/*
 * Trip feedback (docs/product.md#trip-feedback Feedback dialog, docs/product.md#records Feedback review, docs/product.md#trip-feedback Feedback prompt, docs/product.md#validation-rules; trips
 * docs/operations.md getpendingfeedbacktrip). The spec names the read's action but not the submit's:
 * TG-FEEDBACK `submittripfeedback` is ours (docs/operations.md).
 */
const IdField = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.minLength(1, `${name} is required`),
    v.maxLength(40, `${name} is too long`),
  );
const OwnIdField = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.maxLength(40, `${name} is too long`)));

/** A half-star rating 0.5..5 (docs/product.md#constants-and-code-tables "rating step 0.5, scale 5"); the message names the field. */
const RatingField = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.check(
      (n) => ratingProblem(n) === null,
      (issue) => `${name} ${ratingProblem(issue.input as number) ?? 'is invalid'}`,
    ),
  );
const TextField = (name: string) =>
  v.optional(
    v.pipe(v.string(`${name} must be a string`), v.maxLength(2000, `${name} is too long (2000 characters at most)`)),
    '',
  );

/** A completed trip still waiting for the caller's feedback: what the prompt shows. */
export const PendingFeedbackTripSchema = v.object({
  tripid: v.string(),
  tripname: v.string(),
  /** The trip's destination city (hotel_city of the review). */
  destination: v.string(),
  destinationcountry: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  status: v.string(),
});
export type PendingFeedbackTrip = v.InferOutput<typeof PendingFeedbackTripSchema>;

export const getPendingFeedbackTrip = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getpendingfeedbacktrip',
  request: v.object({
    limit: v.optional(
      v.pipe(
        v.number('limit must be a number'),
        v.integer('limit must be a whole number'),
        v.minValue(1, 'limit must be at least 1'),
        v.maxValue(50, 'limit must be at most 50'),
      ),
      PENDING_FEEDBACK_LIMIT,
    ),
    corporateid: OwnIdField('corporateid'),
    profileid: OwnIdField('profileid'),
  }),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    /** The caller's company is the special client: the only one the prompt asks (a company setting). */
    specialclient: v.boolean(),
    /** Newest travel date first. */
    trips: v.array(PendingFeedbackTripSchema),
  }),
  roles: 'any',
  mutates: false,
});

export const submitTripFeedback = defineOperation({
  opid: 'TG-FEEDBACK',
  actionKey: 'action',
  action: 'submittripfeedback',
  request: v.object({
    tripid: IdField('tripid'),
    corporateid: OwnIdField('corporateid'),
    profileid: OwnIdField('profileid'),
    /** The dialog's two half-star ratings (docs/product.md#validation-rules: both required). */
    bookingrating: RatingField('bookingrating'),
    travelrating: RatingField('travelrating'),
    /** Optional; when sent it must be the average of the two (the server stores its own average). */
    overallrating: v.optional(v.number('overallrating must be a number')),
    /** The dialog's two text areas: about the booking, about the travel arrangements. */
    feedbacktext: TextField('feedbacktext'),
    travelfeedbacktext: TextField('travelfeedbacktext'),
    recommended: v.optional(v.boolean('recommended must be true or false')),
    /** docs/product.md#records sub-ratings of a Feedback review: the trip dialog leaves them out, other callers may send them. */
    cleanliness: v.optional(RatingField('cleanliness')),
    location: v.optional(RatingField('location')),
    service: v.optional(RatingField('service')),
    checkin: v.optional(RatingField('checkin')),
    value: v.optional(RatingField('value')),
    wifi: v.optional(RatingField('wifi')),
  }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, recordid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const feedbackOperations = { getPendingFeedbackTrip, submitTripFeedback };
