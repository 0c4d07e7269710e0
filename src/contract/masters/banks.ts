import * as v from 'valibot';
import { defineOperation } from '../operation';
import { FINANCE_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import {
  MASTER_STATUSES,
  accountNumber,
  expense,
  ifscCode,
  jsondataOf,
  masterStatus,
  ok,
  ownIds,
  optionalText,
  requiredText,
} from './master-fields';

/*
 * Company banks and employee banks (docs/features/masters.md "Banks"). Account numbers are sealed
 * at rest and answered masked: only the last 4 digits ever leave the server.
 */

export const CompanyBankSchema = v.object({
  companybankid: v.string(),
  bankname: v.string(),
  accountname: v.string(),
  /** Masked, e.g. 'XXXX4321'. */
  accountnumber: v.string(),
  ifsc: v.string(),
  branch: v.string(),
  status: v.picklist(MASTER_STATUSES),
});
export type CompanyBank = v.InferOutput<typeof CompanyBankSchema>;

export const EmployeeBankSchema = v.object({
  employeebankid: v.string(),
  profileid: v.string(),
  bankname: v.string(),
  accountname: v.string(),
  /** Masked, e.g. 'XXXX4321'. */
  accountnumber: v.string(),
  ifsc: v.string(),
  primary: v.boolean(),
});
export type EmployeeBank = v.InferOutput<typeof EmployeeBankSchema>;

const bankFields = {
  bankname: requiredText('bankname', 120),
  accountname: requiredText('accountname', 120),
  ifsc: ifscCode(),
};
const companyBankFields = {
  ...bankFields,
  branch: optionalText('branch', 120),
  status: masterStatus(),
};
/** An update may leave the account number out (lists only ever show it masked): the stored one stays. */
const keptAccountNumber = v.optional(accountNumber());

export const addCompanyBank = defineOperation({
  ...expense,
  action: 'addcompanybank',
  request: jsondataOf('CompanyBank', { ...companyBankFields, accountnumber: accountNumber() }),
  response: v.object({ ...ok, companybankid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const updateCompanyBank = defineOperation({
  ...expense,
  action: 'updatecompanybank',
  request: jsondataOf('CompanyBank', {
    companybankid: requiredText('companybankid', 64),
    ...companyBankFields,
    accountnumber: keptAccountNumber,
  }),
  response: v.object({ ...ok, companybankid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

/** Sortable by bankname (default), accountname, ifsc, status; searched by bank and account name and IFSC. */
export const viewCompanyBankCorporate = defineOperation({
  ...expense,
  action: 'viewcompanybankcorporate',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, CompanyBank: v.array(CompanyBankSchema), ...masterListTotal }),
  roles: FINANCE_ADMINS,
  mutates: false,
});

/** profileid inside EmployeeBank: the caller's own when left out; only finance admins may name another. */
const employeeProfile = { profileid: v.optional(v.pipe(v.string('profileid must be a string'), v.trim()), '') };

export const addEmployeeBank = defineOperation({
  ...expense,
  action: 'addemployeebank',
  request: jsondataOf('EmployeeBank', {
    ...employeeProfile,
    ...bankFields,
    accountnumber: accountNumber(),
    primary: v.optional(v.boolean('primary must be true or false'), false),
  }),
  response: v.object({ ...ok, employeebankid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const updateEmployeeBank = defineOperation({
  ...expense,
  action: 'updateemployeebank',
  request: jsondataOf('EmployeeBank', {
    employeebankid: requiredText('employeebankid', 64),
    ...bankFields,
    accountnumber: keptAccountNumber,
    primary: v.optional(v.boolean('primary must be true or false'), false),
  }),
  response: v.object({ ...ok, employeebankid: v.string() }),
  roles: 'any',
  mutates: true,
});

/**
 * The banks of one profile: the caller's own (`profileid`, which the dispatcher holds to the
 * caller), or, for finance admins, any profile of their company named by `employeeprofileid`.
 */
export const viewEmployeeBankWithProfileId = defineOperation({
  ...expense,
  action: 'viewemployeebankwithprofileid',
  request: v.object({
    ...ownIds,
    employeeprofileid: v.optional(v.pipe(v.string('employeeprofileid must be a string'), v.trim()), ''),
    ...masterListQuery,
  }),
  response: v.object({ ...ok, EmployeeBank: v.array(EmployeeBankSchema), ...masterListTotal }),
  roles: 'any',
  mutates: false,
});

export const bankOperations = {
  addCompanyBank,
  updateCompanyBank,
  viewCompanyBankCorporate,
  addEmployeeBank,
  updateEmployeeBank,
  viewEmployeeBankWithProfileId,
};
