/* Flight searches of the sandbox airline (issue 6, area airline); re-exported by schema.ts. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlightSearchRequest } from '../../src/contract/flights/search';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One TGFS search, read back by its responseid with QUEUERESULTS(MULTI). Only the request is kept:
 * the sandbox regenerates the same offers from it (deterministic), so a 5,000-offer search costs a
 * row, not megabytes. `searchedAt` fixes the days-to-departure the fares were priced on; `polls`
 * counts QUEUERESULTS calls (the first poll of a slow search answers 'pending').
 */
export const flightSearches = pgTable(
  'flight_searches',
  {
    responseId: text('response_id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    request: jsonb('request').$type<FlightSearchRequest>().notNull(),
    domint: text('domint').$type<'domestic' | 'international'>().notNull(),
    polls: integer('polls').notNull().default(0),
    searchedAt: ts('searched_at').notNull(),
  },
  (t) => [index('flight_searches_owner_idx').on(t.corporateId, t.profileId, t.searchedAt)],
);
