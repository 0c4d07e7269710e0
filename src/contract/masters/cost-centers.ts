import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ADMIN_GROUP, FINANCE_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { codeField, expense, ok, ownIds, requiredId, requiredText, masterStatus } from './master-fields';

/* Cost centres of a company (docs/features/masters.md "Organisation masters"): finance admins keep them; each belongs to a department. */

export const CostCenterSchema = v.object({
  costcenterid: v.string(),
  costcentername: v.string(),
  costcentercode: v.string(),
  departmentid: v.string(),
  status: v.string(),
});
export type CostCenter = v.InferOutput<typeof CostCenterSchema>;

const costCenterFields = {
  costcentername: requiredText('costcentername', 120),
  costcentercode: codeField('costcentercode'),
  departmentid: requiredId('departmentid'),
  status: masterStatus(),
};
const costCenterBody = <F extends v.ObjectEntries>(fields: F) =>
  v.object({ ...ownIds, jsondata: v.object({ CostCenter: v.object(fields, 'CostCenter is required') }, 'jsondata is required') });
const costCenterList = v.object({ ...ok, CostCenter: v.array(CostCenterSchema) });

export const addCostCenter = defineOperation({
  ...expense,
  action: 'addcostcenter',
  request: costCenterBody(costCenterFields),
  response: v.object({ ...ok, costcenterid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const updateCostCenter = defineOperation({
  ...expense,
  action: 'updatecostcenter',
  request: costCenterBody({ costcenterid: requiredId('costcenterid'), ...costCenterFields }),
  response: v.object({ ...ok, costcenterid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

/** Every cost centre, inactive ones too; travel admins read it to pick a project's cost centre. */
export const viewCostCenterWithCorpId = defineOperation({
  ...expense,
  action: 'viewcostcenterwithcorpid',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...costCenterList.entries, ...masterListTotal }),
  roles: ADMIN_GROUP,
  mutates: false,
});

/** The active cost centres of a department, by name, for the forms. */
export const getCostCentersForDepartment = defineOperation({
  ...expense,
  action: 'getcostcentersfordepartment',
  request: v.object({ ...ownIds, departmentid: requiredId('departmentid') }),
  response: costCenterList,
  roles: 'any',
  mutates: false,
});

/** The active cost centres of the caller's department, or all the company's when they have none. */
export const getCostCentersForEmployee = defineOperation({
  ...expense,
  action: 'getcostcentersforemployee',
  request: v.object(ownIds),
  response: costCenterList,
  roles: 'any',
  mutates: false,
});

export const costCenterOperations = {
  addCostCenter,
  updateCostCenter,
  viewCostCenterWithCorpId,
  getCostCentersForDepartment,
  getCostCentersForEmployee,
};
