import type { Role } from '../contract/roles';

/**
 * Who handles trips for colleagues of their own company: they read every trip of the company and
 * may create, edit and submit for a colleague. Travel managers are approvers: they see a trip only
 * when it is routed to them (a trip_approvals row).
 */
export const TRIP_STAFF_ROLES: readonly Role[] = ['traveladmin', 'superadmin', 'travelcoordinator'];

export function isTripStaff(role: Role): boolean {
  return TRIP_STAFF_ROLES.includes(role);
}
