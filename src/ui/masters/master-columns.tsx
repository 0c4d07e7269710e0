import { Badge } from '@mantine/core';
import type { MasterField } from '../components/MasterFormModal';
import type { MasterColumn } from '../components/MasterTable';

/* Pieces most master descriptions share. */

export function statusColumn<Row extends { status: string }>(): MasterColumn<Row> {
  return {
    key: 'status',
    label: 'Status',
    sortable: true,
    render: (row) => (
      <Badge color={row.status === 'active' ? 'green' : 'gray'} variant="light">
        {row.status === 'active' ? 'Active' : 'Inactive'}
      </Badge>
    ),
  };
}

/** Inactive records stay on the trips and claims that name them; new forms stop offering them. */
export const STATUS_FIELD: MasterField = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  required: true,
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive (kept on old records, not offered)' },
  ],
};

export const text = (name: string, label: string, required = false, description?: string): MasterField => ({ name, label, kind: 'text', required, description });

/** The form's string of a field. */
export const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The record schema inside an add or update call's `jsondata` (e.g. `CorporateDepartment`), for the form's checks. */
export const recordOf = (op: { request: { entries: { jsondata: { entries: object } } } }, entity: string) =>
  (op.request.entries.jsondata.entries as Record<string, never>)[entity]!;
