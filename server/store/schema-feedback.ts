/* Tables of the feedback area (issue 4); re-exported by schema.ts so one migration set covers them. */
import { boolean, date, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';
import { trips } from './schema-trips';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Ratings are half steps and their averages quarter steps: exact in float8, returned as numbers by both drivers. */
const rating = (name: string) => doublePrecision(name);

/**
 * Per-company feedback setting. `specialClient` marks the company whose users get the feedback
 * prompt (docs/product.md#trip-feedback "special-client user"); a company without a row is not special.
 */
export const corporateFeedbackSettings = pgTable('corporate_feedback_settings', {
  corporateId: text('corporate_id')
    .primaryKey()
    .references(() => corporates.id),
  specialClient: boolean('special_client').notNull().default(false),
});

/**
 * One Feedback review (docs/product.md#records) per trip per traveller: hotelid is the trip id, hotel_name the
 * trip name, hotel_city/hotel_country its destination, dateofstay its travel date.
 */
export const tripFeedback = pgTable(
  'trip_feedback',
  {
    recordId: text('recordid').primaryKey(),
    txid: text('txid').notNull(),
    tripId: text('hotelid')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tripName: text('hotel_name').notNull(),
    city: text('hotel_city').notNull(),
    country: text('hotel_country').notNull(),
    dateOfStay: date('dateofstay', { mode: 'string' }).notNull(),
    corporateId: text('corporateid')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profileid')
      .notNull()
      .references(() => profiles.id),
    overallRating: rating('overallrating').notNull(),
    bookingRating: rating('bookingrating').notNull(),
    travelRating: rating('travelrating').notNull(),
    cleanliness: rating('cleanliness'),
    location: rating('location'),
    service: rating('service'),
    checkin: rating('checkin'),
    value: rating('value'),
    wifi: rating('wifi'),
    recommended: boolean('recommended'),
    feedbackText: text('feedbacktext').notNull().default(''),
    travelFeedbackText: text('travelfeedbacktext').notNull().default(''),
    ratedOn: ts('ratedon').notNull(),
  },
  (t) => [
    uniqueIndex('trip_feedback_trip_profile_key').on(t.tripId, t.profileId),
    index('trip_feedback_corporate_idx').on(t.corporateId, t.ratedOn),
  ],
);
