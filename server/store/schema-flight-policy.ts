/* Flight travel policies per company (issue 6, VALIDATESEARCH); re-exported by schema.ts. */
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Cabin } from '../../src/domain/flight-offer';
import { corporates } from './schema-core';

/**
 * One row per company that has a flight policy; a company without one (sme, business travellers)
 * has everything in policy but the blocked sectors its admins keep (schema-policy.ts). Paise amounts are int4 (no bigint columns: pg and PGlite answer int8 differently); null = no rule.
 */
export const flightPolicies = pgTable('flight_policies', {
  corporateId: text('corporate_id')
    .primaryKey()
    .references(() => corporates.id),
  domesticCabins: jsonb('domestic_cabins').$type<Cabin[]>().notNull(),
  internationalCabins: jsonb('international_cabins').$type<Cabin[]>().notNull(),
  maxDomesticFarePaise: integer('max_domestic_fare_paise'),
  lowestFareMarginPaise: integer('lowest_fare_margin_paise'),
  lowestFarePercent: integer('lowest_fare_percent'),
  /** An out-of-policy fare is booked only with an approved booking request (TG-FLIGHTBOOKINGAPPROVAL). */
  approvalWhenOutOfPolicy: boolean('approval_when_out_of_policy').notNull().default(false),
});
