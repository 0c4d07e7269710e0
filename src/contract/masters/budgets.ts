import * as v from 'valibot';
import { tryParseMinorUnits } from '../../domain/money';
import { defineOperation } from '../operation';
import { FINANCE_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { expense, ok, optionalId, ownIds, requiredId, masterStatus } from './master-fields';

/*
 * Budgets of a company's departments, per financial year and optionally per cost centre of the
 * department (docs/features/masters.md "Organisation masters"): finance admins keep them.
 */

export const CorporateBudgetSchema = v.object({
  budgetid: v.string(),
  departmentid: v.string(),
  /** '' = the whole department. */
  costcenterid: v.string(),
  financialyear: v.string(),
  /** Decimal string, e.g. '2500000.00'. */
  amount: v.string(),
  currency: v.string(),
  status: v.string(),
});
export type CorporateBudget = v.InferOutput<typeof CorporateBudgetSchema>;

/** 'YYYY-YY' naming consecutive years, April to March: '2026-27'. */
export function isFinancialYear(text: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  return m !== null && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

const budgetFields = {
  departmentid: requiredId('departmentid'),
  costcenterid: optionalId('costcenterid'),
  financialyear: v.pipe(
    v.string('financialyear is required'),
    v.trim(),
    v.nonEmpty('financialyear is required'),
    v.check(isFinancialYear, 'financialyear must be like 2026-27'),
  ),
  amount: v.pipe(
    v.string('amount is required'),
    v.trim(),
    v.nonEmpty('amount is required'),
    v.regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount must be an amount like 2500000.00'),
    v.check((text) => (tryParseMinorUnits(text) ?? 0n) > 0n, 'amount must be more than zero'),
  ),
  currency: v.optional(v.picklist(['INR'], 'currency must be INR'), 'INR'),
  status: masterStatus(),
};
const budgetBody = <F extends v.ObjectEntries>(fields: F) =>
  v.object({ ...ownIds, jsondata: v.object({ CorporateBudget: v.object(fields, 'CorporateBudget is required') }, 'jsondata is required') });

export const addCorporateBudget = defineOperation({
  ...expense,
  action: 'addcorporatebudget',
  request: budgetBody(budgetFields),
  response: v.object({ ...ok, budgetid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const updateCorporateBudget = defineOperation({
  ...expense,
  action: 'updatecorporatebudget',
  request: budgetBody({ budgetid: requiredId('budgetid'), ...budgetFields }),
  response: v.object({ ...ok, budgetid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

/** Every budget, inactive ones too; searchtext matches the financial year. */
export const viewBudgetWithCorpId = defineOperation({
  ...expense,
  action: 'viewbudgetwithcorpid',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, CorporateBudget: v.array(CorporateBudgetSchema), ...masterListTotal }),
  roles: FINANCE_ADMINS,
  mutates: false,
});

/** The active budgets of a department, newest year first, for the forms. */
export const getCorporateBudgetsForDepartment = defineOperation({
  ...expense,
  action: 'getcorporatebudgetsfordepartment',
  request: v.object({ ...ownIds, departmentid: requiredId('departmentid') }),
  response: v.object({ ...ok, CorporateBudget: v.array(CorporateBudgetSchema) }),
  roles: 'any',
  mutates: false,
});

export const budgetOperations = { addCorporateBudget, updateCorporateBudget, viewBudgetWithCorpId, getCorporateBudgetsForDepartment };
