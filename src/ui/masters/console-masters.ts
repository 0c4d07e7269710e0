import { companyBankSpec, categorySpec, vehicleSpec } from './finance-specs';
import { gradeSpec } from './grade-spec';
import type { MasterSpec } from './master-spec';
import { budgetSpec, costCenterSpec, departmentSpec, projectSpec } from './org-specs';
import { popularPlaceSpec, travelReasonSpec, tripPurposeSpec } from './travel-specs';

/* Which masters each console shows (docs/features/admin-roles.md). Each spec is of its own row type; MasterPanel is generic over it. */

/** Travel Admin → Trip masters: what the trip and booking forms offer, and people's grades. Cost centres are shown to pick a project's (finance admins change them). */
export const TRIP_MASTERS = [departmentSpec, gradeSpec, costCenterSpec, projectSpec, popularPlaceSpec, tripPurposeSpec, travelReasonSpec] as MasterSpec<unknown>[];

/** Finance Admin: one tab each (billable customers have their own panel). */
export const FINANCE_MASTERS = [companyBankSpec, budgetSpec, categorySpec, costCenterSpec, vehicleSpec] as MasterSpec<unknown>[];
