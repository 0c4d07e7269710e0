/* Feedback on flight recommendations (docs/operations.md POST feedback/flights/{id}); re-exported by schema.ts. */
import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per selection made on a results screen that showed recommendations. */
export const flightRecommendationFeedback = pgTable(
  'flight_recommendation_feedback',
  {
    id: serial('id').primaryKey(),
    /** The search's responseid; no foreign key: feedback outlives the week a search is kept (maintenance.ts). */
    responseId: text('response_id').notNull(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** The user opened a recommendation's 'Why?'. */
    isDropdownOpened: boolean('is_dropdown_opened').notNull(),
    recommendationKind: text('recommendation_kind').notNull(),
    recommendationFlightkey: text('recommendation_flightkey').notNull(),
    selectionFlightkey: text('selection_flightkey').notNull(),
    selectionFarekey: text('selection_farekey').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('flight_recommendation_feedback_search_idx').on(t.responseId)],
);
