import * as v from 'valibot';
import { defineOperation } from '../operation';
import { FINANCE_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import {
  MASTER_STATUSES,
  expense,
  includeInactive,
  jsondataOf,
  masterStatus,
  moneyAmount,
  optionalMoneyAmount,
  ok,
  optionalText,
  ownIds,
  requiredText,
} from './master-fields';

/* Expense categories (docs/features/masters.md "Expense categories"). */

export const EXPENSE_KINDS = ['travel', 'monthlyallowance', 'taxsavings', 'nontravel'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export const CategorySchema = v.object({
  categoryid: v.string(),
  categoryname: v.string(),
  categorycode: v.string(),
  expensekind: v.picklist(EXPENSE_KINDS),
  glcode: v.string(),
  /** A decimal amount in the company's currency; expenses above it need a receipt ('0.00': all do). */
  receiptrequiredabove: v.string(),
  /**
   * The most one person may claim in the category on one day, and in one report (decimals; '': no
   * limit). Optional so an answer from before the limits still parses.
   */
  limitperday: v.optional(v.string(), ''),
  limitperclaim: v.optional(v.string(), ''),
  status: v.picklist(MASTER_STATUSES),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** Codes are kept upper case so 'meal' and 'MEAL' are the same code. */
const categoryFields = {
  categoryname: requiredText('categoryname', 120),
  categorycode: v.pipe(requiredText('categorycode', 30), v.toUpperCase()),
  expensekind: v.picklist(EXPENSE_KINDS, 'expensekind must be travel, monthlyallowance, taxsavings or nontravel'),
  glcode: optionalText('glcode', 30),
  receiptrequiredabove: v.optional(moneyAmount('receiptrequiredabove'), '0'),
  limitperday: optionalMoneyAmount('limitperday'),
  limitperclaim: optionalMoneyAmount('limitperclaim'),
  status: masterStatus(),
};

/**
 * Every role lists the active categories (expense forms offer them); finance admins may ask for the
 * inactive ones too. Sortable by categoryname (default), categorycode, expensekind, status.
 */
export const viewAllCategoriesCorporate = defineOperation({
  ...expense,
  action: 'viewallCategoriesCorporate',
  request: v.object({ ...ownIds, ...includeInactive, ...masterListQuery }),
  response: v.object({ ...ok, Category: v.array(CategorySchema), ...masterListTotal }),
  roles: 'any',
  mutates: false,
});

export const addCategory = defineOperation({
  ...expense,
  action: 'addcategory',
  request: jsondataOf('Category', categoryFields),
  response: v.object({ ...ok, categoryid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const updateCategory = defineOperation({
  ...expense,
  action: 'updatecategory',
  request: jsondataOf('Category', { categoryid: requiredText('categoryid', 64), ...categoryFields }),
  response: v.object({ ...ok, categoryid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const categoryOperations = { viewAllCategoriesCorporate, addCategory, updateCategory };
