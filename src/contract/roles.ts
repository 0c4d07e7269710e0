import * as v from 'valibot';

/** corporate_role values of the spec (docs/product.md#roles); ordinary travellers carry 'employee'. */
export const ROLES = [
  'employee',
  'travelcoordinator',
  'traveladmin',
  'superadmin',
  'travelmanager',
  'financeadmin',
  'financemanager',
] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = v.picklist(ROLES);

export const USER_CATEGORIES = ['corporate', 'sme', 'businesstraveller'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
export const UserCategorySchema = v.picklist(USER_CATEGORIES);

/** docs/product.md#roles: "Travel-staff group" and "Admin group". */
export const TRAVEL_STAFF: readonly Role[] = ['travelcoordinator', 'traveladmin', 'superadmin', 'travelmanager'];
export const ADMIN_GROUP: readonly Role[] = ['traveladmin', 'superadmin', 'financeadmin', 'financemanager'];

/**
 * Who administers what (docs/features/admin-roles.md): people, coordinators, trip masters, custom
 * fields and messages belong to the travel side; banks, budgets, categories, billable customers and
 * cost centres to finance. superadmin is in both.
 */
export const TRAVEL_ADMINS: readonly Role[] = ['traveladmin', 'superadmin'];
export const FINANCE_ADMINS: readonly Role[] = ['financeadmin', 'financemanager', 'superadmin'];

/**
 * Who sees the company's dashboards and reports (docs/features/dashboards.md); a travelmanager, the
 * only one outside the admin groups, sees only their reportees' bookings.
 */
export const DASHBOARD_VIEWERS: readonly Role[] = ['financeadmin', 'financemanager', 'travelmanager', 'traveladmin', 'superadmin'];
