/*
 * The sandbox insurer's catalogue (issue 5): categories, plans, premium rates and benefits are
 * reference data an admin may change (seeded on every start, rows already there are kept); the
 * per-company insurance policy is seeded with the demo companies. Premiums are int4 paise (no
 * bigint columns: pg and PGlite answer int8 differently); ₹2.1 crore is far above any premium.
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** InsuranceCategory (docs/product.md#records): where a trip goes. */
export const insuranceCategories = pgTable('insurance_categories', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  domint: text('domint').$type<'domestic' | 'international'>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A plan of one category: the longest trip it covers and the ages it accepts (inclusive). */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    code: text('code').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => insuranceCategories.id),
    name: text('name').notNull(),
    /** One line about the cover: insurance_details of the price result. */
    details: text('details').notNull().default(''),
    dayLimit: integer('day_limit').notNull(),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('insurance_plans_category_idx').on(t.categoryId)],
);

/** The premium of one traveller of a plan, by age band and trip-length band (both inclusive), before GST. */
export const insurancePremiumRates = pgTable(
  'insurance_premium_rates',
  {
    planCode: text('plan_code')
      .notNull()
      .references(() => insurancePlans.code),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    premiumPaise: integer('premium_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planCode, t.minAge, t.minDays] })],
);

/** InsurancePlanBenefits (docs/product.md#records), in the order the page lists them. */
export const insurancePlanBenefits = pgTable(
  'insurance_plan_benefits',
  {
    planCode: text('plan_code')
      .notNull()
      .references(() => insurancePlans.code),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    deductible: text('deductible').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.planCode, t.sortOrder] })],
);
