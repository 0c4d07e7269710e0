/* Finance and place masters of a company (docs/features/masters.md "Finance and place masters"). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/* Money in paise as int8, read as a JS bigint (as schema-wallet.ts does). */
const paise = (name: string) => bigint(name, { mode: 'bigint' });
const corporateId = () =>
  text('corporate_id')
    .notNull()
    .references(() => corporates.id);

/**
 * The company's own bank accounts. The account number is sealed (docs/secrets-at-rest.md); its last
 * four digits stay in clear so lists can show them masked without opening every row.
 */
export const companyBanks = pgTable(
  'company_banks',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    branch: text('branch').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('company_banks_corporate_idx').on(t.corporateId, t.bankName)],
);

/** An employee's own accounts, where reimbursements go; at most one is primary. */
export const employeeBanks = pgTable(
  'employee_banks',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('employee_banks_profile_idx').on(t.profileId, t.bankName)],
);

/** Expense categories; the code is the company's own and unique within it. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    expenseKind: text('expense_kind').notNull(),
    glCode: text('gl_code').notNull().default(''),
    /** Expenses above this need a receipt; 0 means every expense does. */
    receiptRequiredAbovePaise: paise('receipt_required_above_paise').notNull().default(sql`0`),
    /** The most one person may claim in this category on one day, and in one report; null: no limit. */
    limitPerDayPaise: paise('limit_per_day_paise'),
    limitPerClaimPaise: paise('limit_per_claim_paise'),
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expense_categories_corporate_code_idx').on(t.corporateId, t.code)],
);

/** Vehicles an employee may claim mileage for, at the company's rate per distance unit. */
export const vehicleMasters = pgTable(
  'vehicle_masters',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    vehicleType: text('vehicle_type').notNull(),
    fuelType: text('fuel_type').notNull().default(''),
    ratePerUnitPaise: paise('rate_per_unit_paise').notNull(),
    unit: text('unit').notNull().default('km'),
    status: text('status').notNull().default('active'),
    verified: boolean('verified').notNull().default(false),
    verifiedRemark: text('verified_remark').notNull().default(''),
    verifiedBy: text('verified_by').references(() => profiles.id),
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('vehicle_masters_corporate_idx').on(t.corporateId, t.vehicleType)],
);

/** Places the company's travellers often go to (its offices), offered first in place pickers. */
export const popularPlaces = pgTable(
  'popular_places',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    placeName: text('place_name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('popular_places_corporate_idx').on(t.corporateId, t.placeName)],
);
