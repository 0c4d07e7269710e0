/* Budgets of a company's departments (docs/features/masters.md "Organisation masters"). */
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates } from './schema-core';
import type { OrgMasterStatus } from './schema-trips-masters';

/** One budget per department, optional cost centre of it ('' = the whole department) and financial year. */
export const corporateBudgets = pgTable(
  'corporate_budgets',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    departmentId: text('department_id').notNull(),
    costCenterId: text('cost_center_id').notNull().default(''),
    /** 'YYYY-YY', April to March: '2026-27'. */
    financialYear: text('financial_year').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<OrgMasterStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corporate_budgets_scope_idx').on(t.corporateId, t.departmentId, t.costCenterId, t.financialYear),
    index('corporate_budgets_corporate_year_idx').on(t.corporateId, t.financialYear),
  ],
);
