/* Travel policy rules travel admins keep (issue 18, docs/features/policy.md); re-exported by schema.ts. */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

/**
 * A sector the company's travellers may not fly. One row per sector as the admin entered it:
 * `bothways` blocks the return direction too, and the flight policy expands it into both
 * directions when it is read (server/features/flights/policy-store.ts). Codes are upper-case IATA.
 */
export const policyBlockedSectors = pgTable(
  'policy_blocked_sectors',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    bothways: boolean('bothways').notNull().default(false),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_blocked_sectors_corporate_idx').on(t.corporateId)],
);
