import * as v from 'valibot';
import { type LocationGroup, LocationGroupInputSchema, LocationGroupUpdateSchema } from '../../contract/location-groups/operations';
import type { MasterListQuery } from '../../contract/masters/list-query';
import type { MasterField, MasterFieldValue } from '../components/MasterFormModal';

/* The groups table's data side (docs/features/location-groups.md "Screen"): paging, and the form's fields and checks. */

type FormValues = Record<string, MasterFieldValue>;

const SORTABLE: Record<string, (g: LocationGroup) => string> = {
  groupname: (g) => g.groupname.toLowerCase(),
  description: (g) => g.description.toLowerCase(),
};

/** getalllocationgroup answers the whole list (a company keeps a handful of groups), so the table's search, sort and paging happen here. */
export function groupPage(all: readonly LocationGroup[], query: MasterListQuery): { rows: LocationGroup[]; totalcount: number } {
  const needle = query.searchtext.trim().toLowerCase();
  const found = needle ? all.filter((g) => `${g.groupname} ${g.description}`.toLowerCase().includes(needle)) : [...all];
  const key = SORTABLE[query.sortby] ?? SORTABLE.groupname!;
  const sign = query.sortorder === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * key(a).localeCompare(key(b)));
  const start = (query.pageno - 1) * query.pagesize;
  return { rows: found.slice(start, start + query.pagesize), totalcount: found.length };
}

export const GROUP_FIELDS: MasterField[] = [
  { name: 'groupname', label: 'Group name', kind: 'text', required: true, description: 'Like Metro cities or Schengen' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];
export const BLANK_GROUP: FormValues = { groupname: '', description: '' };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values as the add or edit call's `jsondata`; `groupid` is the edited group's, '' for a new one. */
export const groupRecord = (values: FormValues, groupid: string) => ({
  ...(groupid ? { groupid } : {}),
  groupname: str(values.groupname),
  description: str(values.description),
});

/** The form checks the record the call will send, so an error names the field the admin typed in. */
export const groupFormSchema = (groupid: string): v.GenericSchema =>
  v.pipe(
    v.unknown(),
    v.transform((values) => groupRecord(values as FormValues, groupid) as unknown),
    groupid ? LocationGroupUpdateSchema : LocationGroupInputSchema,
  );
