/* Flight searches of the sandbox airline (issue 6, area airline); re-exported by schema.ts. */
import { index, integer, json, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlightSearchRequest } from '../../src/contract/flights/search';
import type { PolicySearchDigest } from '../../src/domain/policy-search-digest';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One TGFS search, read back by its responseid with QUEUERESULTS(MULTI). Only the request is kept:
 * the sandbox regenerates the same offers from it (deterministic), so a 5,000-offer search costs a
 * row, not megabytes. `searchedAt` fixes the days-to-departure the fares were priced on; `polls`
 * counts QUEUERESULTS calls (the first poll of a slow search answers 'pending'). `policyDigest` is
 * what the policy simulator replays of the search (src/domain/policy-search-digest.ts), kept when
 * its offers are first answered; null until then, and for searches made before digests were kept.
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
    // json, not jsonb: written once and read whole as text by the simulator, never queried inside;
    // jsonb would be converted back to text on every read (about 3 times slower for 90 days of searches).
    policyDigest: json('policy_digest').$type<PolicySearchDigest>(),
  },
  (t) => [
    index('flight_searches_owner_idx').on(t.corporateId, t.profileId, t.searchedAt),
    // The policy simulator reads a company's searches of a window.
    index('flight_searches_corporate_searched_idx').on(t.corporateId, t.searchedAt),
    // The hourly purge finds searches past their 100 days without reading the others.
    index('flight_searches_searched_idx').on(t.searchedAt),
  ],
);
