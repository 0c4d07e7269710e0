import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ADMIN_GROUP, TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { codeField, expense, ok, ownIds, requiredId, requiredText, masterStatus } from './master-fields';

/* Departments of a company (docs/features/masters.md "Organisation masters"): travel admins keep them. */

export const CorporateDepartmentSchema = v.object({
  departmentid: v.string(),
  departmentname: v.string(),
  departmentcode: v.string(),
  status: v.string(),
});
export type CorporateDepartment = v.InferOutput<typeof CorporateDepartmentSchema>;

const departmentFields = {
  departmentname: requiredText('departmentname', 120),
  departmentcode: codeField('departmentcode'),
  status: masterStatus(),
};
const departmentBody = <F extends v.ObjectEntries>(fields: F) =>
  v.object({ ...ownIds, jsondata: v.object({ CorporateDepartment: v.object(fields, 'CorporateDepartment is required') }, 'jsondata is required') });

export const addDepartment = defineOperation({
  ...expense,
  action: 'adddepartment',
  request: departmentBody(departmentFields),
  response: v.object({ ...ok, departmentid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const updateDepartment = defineOperation({
  ...expense,
  action: 'updatedepartment',
  request: departmentBody({ departmentid: requiredId('departmentid'), ...departmentFields }),
  response: v.object({ ...ok, departmentid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every department, inactive ones too; finance admins read it to pick a cost centre's or budget's department. */
export const viewDepartmentWithCorporateId = defineOperation({
  ...expense,
  action: 'viewdepartmentwithcorporateid',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, CorporateDepartment: v.array(CorporateDepartmentSchema), ...masterListTotal }),
  roles: ADMIN_GROUP,
  mutates: false,
});

/** The department a cost centre belongs to, so a form that picked the cost centre fills it in. */
export const viewDepartmentWithCostCenterId = defineOperation({
  ...expense,
  action: 'viewdepartmentwithcostcenterid',
  request: v.object({ ...ownIds, costcenterid: requiredId('costcenterid') }),
  response: v.object({ ...ok, CorporateDepartment: CorporateDepartmentSchema }),
  roles: 'any',
  mutates: false,
});

export const departmentOperations = { addDepartment, updateDepartment, viewDepartmentWithCorporateId, viewDepartmentWithCostCenterId };
