/* Booking facts for the dashboards and reports (docs/features/dashboards.md); re-exported by schema.ts. */
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';

/**
 * What a booking is, as the reports count it. standing: still booked (a partly cancelled booking
 * stays standing); cancelled: every traveller cancelled; replaced: rescheduled, its replacement
 * counts from then on (its own row).
 */
export type FactState = 'standing' | 'cancelled' | 'replaced';

/**
 * One row per paid booking of any product, written by the booking lifecycle in the transaction that
 * pays, cancels or reschedules it (server/booking/facts.ts), so a report reads only this table,
 * never the bookings themselves. Amounts are int4 paise like the bookings they come from; the
 * reports sum them as bigint.
 */
export const bookingFacts = pgTable(
  'booking_facts',
  {
    txid: text('txid').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** The product as the reports' category: 'flight', 'insurance'. */
    product: text('product').notNull(),
    travellerProfileId: text('traveller_profile_id').notNull(),
    bookerProfileId: text('booker_profile_id').notNull(),
    tripId: text('trip_id').notNull().default(''),
    /** The supplier the money went to (airline, insurer): the reports' merchant. */
    merchant: text('merchant').notNull(),
    /** India days (Asia/Kolkata), YYYY-MM-DD. */
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    domInt: text('domint').$type<'domestic' | 'international'>().notNull(),
    /** ISO 3166 alpha-2 code of the destination country; '' when the booking does not know it. */
    region: text('region').notNull(),
    destinationCity: text('destination_city').notNull().default(''),
    /** The traveller's department, the trip's cost centre and project when it was booked ('' = none). */
    departmentId: text('department_id').notNull().default(''),
    costCenterId: text('cost_center_id').notNull().default(''),
    projectId: text('project_id').notNull().default(''),
    paymentMode: text('payment_mode').notNull(),
    spendPaise: integer('spend_paise').notNull(),
    taxesPaise: integer('taxes_paise').notNull(),
    /** Room nights of a hotel stay; 0 for other products. */
    nights: integer('nights').notNull().default(0),
    amendments: integer('amendments').notNull().default(0),
    amendmentPaise: integer('amendment_paise').notNull().default(0),
    state: text('state').$type<FactState>().notNull(),
    /** The value given back by cancellations and changes (under the fare rules), whether or not money moved. */
    refundPaise: integer('refund_paise').notNull().default(0),
    inPolicy: boolean('in_policy').notNull(),
    policyReason: text('policy_reason').notNull().default(''),
    /** The chosen fares less the lowest fares of the same search, as the policy compared them at booking. */
    missedPaise: integer('missed_paise').notNull().default(0),
    /** Days from booking to travel (India days). */
    advanceDays: integer('advance_days').notNull(),
    /** Request to decision of the booking's (or its trip's) approval; null when it had none. */
    approvalDelayMinutes: integer('approval_delay_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // Every column an unfiltered report reads by booking day: a window of a few months is read off
    // the index alone, never the table (docs/features/dashboards.md "Bench").
    index('booking_facts_corporate_booking_report_idx').on(
      t.corporateId,
      t.bookingDate,
      t.travellerProfileId,
      t.merchant,
      t.product,
      t.domInt,
      t.state,
      t.inPolicy,
      t.paymentMode,
      t.spendPaise,
      t.refundPaise,
      t.missedPaise,
      t.amendmentPaise,
      t.advanceDays,
      t.approvalDelayMinutes,
    ),
    index('booking_facts_corporate_travel_idx').on(t.corporateId, t.travelDate),
  ],
);

/**
 * What a report sums, per fact (docs/features/dashboards.md "Roll-ups"): how many facts, how many
 * standing and of those in and out of policy, cancelled, the money, and the approvals timed (not
 * of replaced bookings). A roll-up row holds the sums of its facts; the reports read either.
 */
const rollupMeasures = () => ({
  facts: bigint('facts', { mode: 'number' }).notNull(),
  standing: bigint('standing', { mode: 'number' }).notNull(),
  standingInPolicy: bigint('standing_in_policy', { mode: 'number' }).notNull(),
  standingOutOfPolicy: bigint('standing_out_of_policy', { mode: 'number' }).notNull(),
  cancelled: bigint('cancelled', { mode: 'number' }).notNull(),
  spendPaise: bigint('spend_paise', { mode: 'number' }).notNull(),
  refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
  /** Spend of standing bookings. */
  salesPaise: bigint('sales_paise', { mode: 'number' }).notNull(),
  /** Missed savings of standing bookings. */
  missedPaise: bigint('missed_paise', { mode: 'number' }).notNull(),
  amendmentPaise: bigint('amendment_paise', { mode: 'number' }).notNull(),
  approvals: bigint('approvals', { mode: 'number' }).notNull(),
  approvalMinutes: bigint('approval_minutes', { mode: 'number' }).notNull(),
});

/** The filter's columns, which every roll-up keeps so a filtered report can read it too. */
const rollupFilters = () => ({
  departmentId: text('department_id').notNull(),
  costCenterId: text('cost_center_id').notNull(),
  projectId: text('project_id').notNull(),
  domInt: text('domint').notNull(),
  paymentMode: text('payment_mode').notNull(),
});

/**
 * booking_facts summed by day, for the reports of groups (merchants, categories, advance purchase,
 * approval delay, the travel summary and the totals): per company, day kind (`booking` or
 * `travel`: each fact is counted on both days), `kind` of group and its `key` (`total` with key
 * '', `merchant`, `product`, `advance` bucket, `delay` bucket or '' without an approval) and the
 * filter's columns. Kept by triggers on booking_facts (migration 0038), in the statement that
 * changes a fact, so it can never drift from the facts.
 */
export const bookingFactDays = pgTable(
  'booking_fact_days',
  {
    corporateId: text('corporate_id').notNull(),
    dayKind: text('day_kind').$type<'booking' | 'travel'>().notNull(),
    kind: text('kind').$type<'total' | 'merchant' | 'product' | 'advance' | 'delay'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    ...rollupFilters(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'booking_fact_days_pk',
      columns: [t.corporateId, t.dayKind, t.kind, t.day, t.key, t.departmentId, t.costCenterId, t.projectId, t.domInt, t.paymentMode],
    }),
  ],
);

/**
 * booking_facts summed by traveller and month (its first day), for the top travellers' lists;
 * a window's whole months are read here and its other days from the facts. Kept as
 * booking_fact_days is.
 */
export const bookingFactTravellerMonths = pgTable(
  'booking_fact_traveller_months',
  {
    corporateId: text('corporate_id').notNull(),
    dayKind: text('day_kind').$type<'booking' | 'travel'>().notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    travellerProfileId: text('traveller_profile_id').notNull(),
    ...rollupFilters(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'booking_fact_traveller_months_pk',
      columns: [t.corporateId, t.dayKind, t.month, t.travellerProfileId, t.departmentId, t.costCenterId, t.projectId, t.domInt, t.paymentMode],
    }),
  ],
);

/**
 * The dashboard widgets a company hides from one role (TG-GETDASHBOARDCONFIG). Hidden, not shown,
 * is kept: a widget added later is seen until an admin hides it. No row: every widget shows.
 */
export const dashboardConfigs = pgTable(
  'dashboard_configs',
  {
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    role: text('role').notNull(),
    hidden: text('hidden').array().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.role] })],
);

/**
 * The monthly summaries mailed to a company's finance admins (server/features/dashboards/
 * monthly-summary.ts), one row per company and month: written in the transaction that queues the
 * mails, so a month is mailed once whichever server process or pass gets to it first.
 */
export const dashboardSummaryMails = pgTable(
  'dashboard_summary_mails',
  {
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** YYYY-MM, an India month. */
    month: text('month').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.month] })],
);
