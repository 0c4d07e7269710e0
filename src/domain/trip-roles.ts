import type { Role } from '../contract/roles';

/**
 * Who handles trips for every colleague of their own company: they read every trip of the company
 * and may create, edit and submit for anyone. Travel managers are approvers: they see a trip only
 * when it is routed to them (a trip_approvals row).
 */
export const TRIP_STAFF_ROLES: readonly Role[] = ['traveladmin', 'superadmin'];

export function isTripStaff(role: Role): boolean {
  return TRIP_STAFF_ROLES.includes(role);
}

/**
 * A travel coordinator handles trips and bookings only for the travellers an admin mapped to them
 * (and for themselves): the server asks the mapping (server/workflow/coordinator-scope.ts).
 */
export function isTravelCoordinator(role: Role): boolean {
  return role === 'travelcoordinator';
}
