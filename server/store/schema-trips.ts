/* Tables of the trip area (issue 4); re-exported by schema.ts so one migration set covers them. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TripApprovalMode, TripStatus } from '../../src/domain/trip-lifecycle-types';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const corporate = () => text('corporate_id').notNull().references(() => corporates.id);

/**
 * Trip ids are digit strings ('710001'): nextval() is cast to text in the query, so neither driver
 * ever hands the app an int8 (docs/architecture.md#tooling-notes). A sequence never blocks concurrent creates.
 */
export const tripIdSequence = pgSequence('trip_id_seq', { startWith: 710001 });

/** CorporateTrip (docs/product.md#records). Money is integer paise; the wire carries decimal strings. */
export const trips = pgTable(
  'trips',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    /** The client's id for an offline draft ('draft-<uuid>'): a replayed create answers the same trip. */
    clientRef: text('client_ref'),
    travellerProfileId: text('traveller_profile_id').notNull().references(() => profiles.id),
    createdByProfileId: text('created_by_profile_id').notNull().references(() => profiles.id),
    createdBy: text('created_by').notNull(),
    tripName: text('trip_name').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    /** ISO 3166 alpha-2 codes; they decide domestic/international (docs/product.md#validation-rules). */
    destinationCountries: jsonb('destination_countries').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    status: text('status').$type<TripStatus>().notNull(),
    tripTypeId: text('trip_type_id'),
    /** The location group updatetriptype put the trip in ('' = none; docs/features/location-groups.md). */
    locationGroupId: text('location_group_id').notNull().default(''),
    domInt: text('domint').notNull().default(''),
    travelClass: text('travel_class').notNull().default(''),
    budgetedBy: text('budgeted_by').notNull().default(''),
    autoCreateExpenseReport: boolean('auto_create_expense_report').notNull().default(true),
    imprestRequired: boolean('imprest_required').notNull().default(false),
    imprestAmountRequestedPaise: integer('imprest_amount_requested_paise').notNull().default(0),
    imprestCurrency: text('imprest_currency').notNull().default('USD'),
    /** A rate, kept as the decimal string it arrived as (no float rounding). */
    currencyConversionRate: text('currency_conversion_rate').notNull().default('1'),
    baseCurrencyAmountPaise: integer('base_currency_amount_paise').notNull().default(0),
    imprestId: text('imprest_id').notNull().default(''),
    travelReason: text('travel_reason').notNull().default(''),
    otherReason: text('other_reason').notNull().default(''),
    tripPurpose: text('trip_purpose').notNull().default(''),
    tripBudgetPaise: integer('trip_budget_paise').notNull().default(0),
    projectId: text('project_id').notNull().default(''),
    departmentId: text('department_id').notNull().default(''),
    costCenterId: text('cost_center_id').notNull().default(''),
    billableId: text('billable_id').notNull().default(''),
    budgetId: text('budget_id').notNull().default(''),
    billableType: text('billable_type').notNull().default('nonbillalble'),
    /** The company's approval mode when the trip was submitted (the lifecycle reads it afterwards). */
    approvalMode: text('approval_mode').$type<TripApprovalMode>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('trips_client_ref_key').on(t.corporateId, t.clientRef),
    index('trips_creator_idx').on(t.corporateId, t.createdByProfileId, t.createdAt),
    index('trips_traveller_idx').on(t.corporateId, t.travellerProfileId, t.fromDate),
    index('trips_traveller_created_idx').on(t.corporateId, t.travellerProfileId, t.createdAt),
  ],
);

/** CorporateTripTraveller. */
export const tripTravellers = pgTable(
  'trip_travellers',
  {
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    travellerProfileId: text('traveller_profile_id').notNull().references(() => profiles.id),
    /** The trip's main traveller (trips.traveller_profile_id) rather than a fellow traveller. */
    main: boolean('main').notNull().default(false),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.travellerProfileId] }),
    index('trip_travellers_profile_idx').on(t.travellerProfileId),
    // Trip lists find fellow travellers' trips here; main travellers through trips' own index.
    index('trip_travellers_fellow_idx').on(t.travellerProfileId).where(sql`not ${t.main}`),
  ],
);

/** CorporateTripItem: a booked or chosen offer. */
export const tripItems = pgTable(
  'trip_items',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    requestItemId: text('request_item_id').notNull().default(''),
    itemType: text('item_type').notNull(),
    totalAmountPaise: integer('total_amount_paise').notNull().default(0),
    responseId: text('response_id').notNull().default(''),
    /** The chosen offer, base64 of JSON, as the spec sends it. */
    selectedJson: text('selected_json').notNull().default(''),
    status: text('status').notNull(),
    txid: text('txid').notNull().default(''),
    /** Reschedule only: the transaction this item replaces. */
    refTxid: text('ref_txid').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    addedBy: text('added_by').notNull(),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [index('trip_items_trip_idx').on(t.tripId)],
);

/** CorporateTripRequestItem: what the traveller asks for (offline requests included). */
export const tripRequestItems = pgTable(
  'trip_request_items',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    itemType: text('item_type').notNull(),
    offline: boolean('offline').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull(),
    addedBy: text('added_by').notNull(),
    addedAt: ts('added_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('trip_request_items_trip_idx').on(t.tripId)],
);

/** One row per lifecycle event (ExpenseApprovalTracker rows of viewtrackerfortriptraveller). */
export const tripTracker = pgTable(
  'trip_tracker',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    byProfileId: text('by_profile_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('trip_tracker_trip_idx').on(t.tripId, t.createdAt)],
);

export type TripApprovalStatus = 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';

/** One row per approval level of a submitted trip (written by the approvals area). */
export const tripApprovals = pgTable(
  'trip_approvals',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: corporate(),
    level: integer('level').notNull(),
    approverProfileId: text('approver_profile_id').notNull().references(() => profiles.id),
    /** Set when a delegate approves for the named approver. */
    onBehalfOfProfileId: text('on_behalf_of_profile_id'),
    status: text('status').$type<TripApprovalStatus>().notNull(),
    remarks: text('remarks').notNull().default(''),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('trip_approvals_trip_idx').on(t.tripId, t.level), index('trip_approvals_approver_idx').on(t.approverProfileId, t.status)],
);

// The master data a trip names (settings, trip types, projects, cost centres, departments).
export * from './schema-trips-masters';
