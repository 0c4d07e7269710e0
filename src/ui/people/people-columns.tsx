import { Badge } from '@mantine/core';
import type { PersonLite } from '../../contract/people/person-fields';
import type { MasterColumn } from '../components/MasterTable';
import { type PersonActionHandlers, PersonActions } from './PersonActions';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS, personName } from './people-labels';

/** The list is ordered by name on the server; no column sorts. Actions sit in the last column. */
export const peopleColumns = (self: string, on: PersonActionHandlers): MasterColumn<PersonLite>[] => [
  { key: 'name', label: 'Name', render: personName },
  { key: 'email', label: 'Email', render: (p) => p.email },
  { key: 'employeecode', label: 'Employee code', render: (p) => p.employeecode || '—' },
  { key: 'role', label: 'Role', render: (p) => ROLE_LABELS[p.corporate_role] },
  { key: 'manager', label: 'Reporting manager', render: (p) => p.reportstoname || '—' },
  // A list kept on the device before grades existed has no gradename: '—' too.
  { key: 'grade', label: 'Grade', render: (p) => p.gradename || '—' },
  {
    key: 'status',
    label: 'Status',
    render: (p) => (
      <Badge color={STATUS_COLORS[p.status]} variant="light">
        {STATUS_LABELS[p.status]}
      </Badge>
    ),
  },
  { key: 'actions', label: 'Actions', render: (p) => <PersonActions person={p} self={p.profileid === self} {...on} /> },
];
