import { ROLES, type Role } from '../../contract/roles';
import type { PersonLite } from '../../contract/people/person-fields';

/* How the People tab words roles, statuses and people. */

export const ROLE_LABELS: Record<Role, string> = {
  employee: 'Employee',
  travelcoordinator: 'Travel coordinator',
  traveladmin: 'Travel admin',
  superadmin: 'Super admin',
  travelmanager: 'Travel manager',
  financeadmin: 'Finance admin',
  financemanager: 'Finance manager',
};
export const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export const STATUS_LABELS: Record<PersonLite['status'], string> = { pending: 'Awaiting activation', active: 'Active', deactivated: 'Deactivated' };
export const STATUS_COLORS: Record<PersonLite['status'], string> = { pending: 'yellow', active: 'teal', deactivated: 'gray' };

/** An invitee has no name until they confirm: their email stands in. */
export const personName = (p: PersonLite) => `${p.first_name} ${p.last_name}`.trim() || p.email;

export const managerOptions = (people: PersonLite[], except = '') => [
  { value: '', label: 'No manager' },
  ...people.filter((p) => p.profileid !== except).map((p) => ({ value: p.profileid, label: `${personName(p)} (${p.email})` })),
];

export type GradeChoice = { value: string; label: string };

export const gradeOptions = (grades: GradeChoice[]) => [{ value: '', label: 'No grade' }, ...grades];
