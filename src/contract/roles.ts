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
