/* Trip master data (issue 4, trip-core): re-exported by schema-trips.ts. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TripApprovalMode } from '../../src/domain/trip-lifecycle-types';
import { corporates } from './schema-core';

const corporate = () => text('corporate_id').notNull().references(() => corporates.id);
/** Organisation masters (docs/features/masters.md): 'inactive' ones stay on old trips but leave the forms. */
export type OrgMasterStatus = 'active' | 'inactive';
const status = () => text('status').$type<OrgMasterStatus>().notNull().default('active');
/** Codes are unique within a company; rows from before codes existed keep '' and are left out. */
const codeIsSet = sql`code <> ''`;

/** Per-company trip rules; a company without a row gets TRIP_SETTINGS_DEFAULTS (server/workflow/trip-settings.ts). */
export const corporateTripSettings = pgTable('corporate_trip_settings', {
  corporateId: text('corporate_id').primaryKey().references(() => corporates.id),
  approvalMode: text('approval_mode').$type<TripApprovalMode>().notNull().default('before'),
  approvalLevels: integer('approval_levels').notNull().default(1),
  /** ISO 3166 alpha-2: trips whose destinations are all here are domestic. */
  homeCountry: text('home_country').notNull().default('IN'),
  minDaysBeforeTravel: integer('min_days_before_travel').notNull().default(0),
  maxTripDays: integer('max_trip_days').notNull().default(90),
  purposeRequired: boolean('purpose_required').notNull().default(true),
  projectRequired: boolean('project_required').notNull().default(false),
  /** Bookings must name a reason for travel / a project with a cost centre (src/domain/required-trip-details.ts). */
  reasonRequired: boolean('reason_required').notNull().default(false),
  costCentreRequired: boolean('cost_centre_required').notNull().default(false),
  /** A trip billed to a customer must name one of the company's billable customers (docs/features/masters.md). */
  billableCustomerRequired: boolean('billable_customer_required').notNull().default(false),
});

/** Trip types of a company; domint decides which destinations they fit. */
export const tripTypes = pgTable(
  'trip_types',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    domInt: text('domint').$type<'domestic' | 'international'>().notNull(),
    locationGroupId: text('location_group_id').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('trip_types_corporate_idx').on(t.corporateId)],
);

/** Projects a trip is charged to; empty profileIds means open to everyone in the company. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    costCenterId: text('cost_center_id').notNull().default(''),
    departmentId: text('department_id').notNull().default(''),
    /** '' = any trip type. */
    tripTypeId: text('trip_type_id').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    profileIds: jsonb('profile_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: status(),
  },
  (t) => [
    index('projects_corporate_idx').on(t.corporateId),
    index('projects_corporate_name_idx').on(t.corporateId, t.name),
    uniqueIndex('projects_corporate_code_idx').on(t.corporateId, t.code).where(codeIsSet),
    index('projects_corporate_cost_center_idx').on(t.corporateId, t.costCenterId),
  ],
);

/** Cost centres and departments a trip may name (checked against the caller's company). */
export const costCenters = pgTable(
  'cost_centers',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    /** The department the cost centre belongs to; '' only on rows from before departments were linked. */
    departmentId: text('department_id').notNull().default(''),
    status: status(),
  },
  (t) => [
    index('cost_centers_corporate_name_idx').on(t.corporateId, t.name),
    uniqueIndex('cost_centers_corporate_code_idx').on(t.corporateId, t.code).where(codeIsSet),
    index('cost_centers_corporate_department_idx').on(t.corporateId, t.departmentId),
  ],
);
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    corporateId: corporate(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    status: status(),
  },
  (t) => [
    index('departments_corporate_name_idx').on(t.corporateId, t.name),
    uniqueIndex('departments_corporate_code_idx').on(t.corporateId, t.code).where(codeIsSet),
  ],
);
