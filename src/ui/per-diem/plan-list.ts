import * as v from 'valibot';
import { type PerDiemGroup, PerDiemGroupInputSchema, PerDiemGroupUpdateSchema } from '../../contract/per-diem/groups';
import type { MasterListQuery } from '../../contract/masters/list-query';
import type { MasterField, MasterFieldValue } from '../components/MasterFormModal';

/* The plans table's data side (docs/features/per-diem.md "Screen"): paging, and the form's fields and checks. */

type FormValues = Record<string, MasterFieldValue>;

const SORTABLE: Record<string, (p: PerDiemGroup) => string> = {
  groupname: (p) => p.groupname.toLowerCase(),
  description: (p) => p.description.toLowerCase(),
};

/** GETPERDIEMGROUPS answers the whole list (a company keeps a handful of plans), so the table's search, sort and paging happen here. */
export function planPage(all: readonly PerDiemGroup[], query: MasterListQuery): { rows: PerDiemGroup[]; totalcount: number } {
  const needle = query.searchtext.trim().toLowerCase();
  const found = needle ? all.filter((p) => `${p.groupname} ${p.description}`.toLowerCase().includes(needle)) : [...all];
  const key = SORTABLE[query.sortby] ?? SORTABLE.groupname!;
  const sign = query.sortorder === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * key(a).localeCompare(key(b)));
  const start = (query.pageno - 1) * query.pagesize;
  return { rows: found.slice(start, start + query.pagesize), totalcount: found.length };
}

export const PLAN_FIELDS: MasterField[] = [
  { name: 'groupname', label: 'Plan name', kind: 'text', required: true, description: 'Like Senior staff or Staff' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];
export const BLANK_PLAN: FormValues = { groupname: '', description: '' };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values as the add or update call's `jsondata`; `groupid` is the edited plan's, '' for a new one. */
export const planRecord = (values: FormValues, groupid: string) => ({
  ...(groupid ? { groupid } : {}),
  groupname: str(values.groupname),
  description: str(values.description),
});

/** The form checks the record the call will send, so an error names the field the admin typed in. */
export const planFormSchema = (groupid: string): v.GenericSchema =>
  v.pipe(
    v.unknown(),
    v.transform((values) => planRecord(values as FormValues, groupid) as unknown),
    groupid ? PerDiemGroupUpdateSchema : PerDiemGroupInputSchema,
  );
