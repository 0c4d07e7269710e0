import { useCallback, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, type MasterListQuery } from '../../contract/masters/list-query';
import { MasterFormModal } from '../components/MasterFormModal';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { mayCall } from '../shared/admin-access';
import { useAdminList } from '../shared/use-admin-list';
import type { FormValues, MasterSpec } from './master-spec';
import { useOrgChoices } from './use-org-choices';

export interface MasterPanelProps<Row> {
  spec: MasterSpec<Row>;
  profileid: string;
  role: string;
}

/** The form checks the record the call will send, so a field's error names the field the user typed in. */
const formSchema = (spec: MasterSpec<unknown>, isNew: boolean, id: string): v.GenericSchema =>
  v.pipe(
    v.unknown(),
    v.transform((values) => spec.toRecord(values as FormValues, id) as unknown),
    isNew ? spec.addSchema : spec.updateSchema,
  );

/**
 * One master's console screen (docs/features/masters.md "Screens"): the server-paged table, the
 * add/edit form and delete, each offered only to a role the server lets make the call. The list
 * opens offline from the last visit (useAdminList).
 */
export function MasterPanel<Row>({ spec, profileid, role }: MasterPanelProps<Row>) {
  const [query, setQuery] = useState<MasterListQuery>({ searchtext: '', sortby: spec.sortby, sortorder: 'asc', pageno: 1, pagesize: DEFAULT_PAGE_SIZE });
  // The edited row's form values and id ('' = a new record); null while the form is closed.
  const [editing, setEditing] = useState<{ values: FormValues; id: string } | null>(null);
  const list = useAdminList(profileid, spec.list, query, () => spec.fetchPage(query));
  const choices = useOrgChoices(spec.needsChoices === true, editing === null);
  const { reload } = list;
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  const canWrite = mayCall(spec.addOp, role);
  const isNew = editing?.id === '';

  const columns = useMemo<MasterColumn<Row>[]>(() => {
    const action = spec.rowAction;
    const own = spec.columns(choices);
    if (!action || !mayCall(action.op, role)) return own;
    const run = async (row: Row) => {
      await action.run(row);
      reload();
    };
    return [
      ...own,
      {
        key: 'rowaction',
        label: '',
        render: (row) => (
          <Button size="xs" variant="subtle" onClick={() => void run(row)} aria-label={`${action.label(row)} ${spec.describe(row)}`}>
            {action.label(row)}
          </Button>
        ),
      },
    ];
  }, [spec, role, reload, choices]);

  const save = async (values: FormValues) => {
    const id = editing?.id ?? '';
    await spec.save(spec.toRecord(values, id), id === '');
    setEditing(null);
    reload();
  };
  const remove = spec.remove;

  return (
    <>
      <MasterTable
        title={spec.title}
        columns={columns}
        rows={list.rows}
        rowKey={spec.rowKey}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText={`No ${spec.title.toLowerCase()} yet.`}
        onAdd={canWrite ? () => setEditing({ values: spec.blank, id: '' }) : undefined}
        addLabel={`Add ${spec.noun}`}
        onEdit={canWrite && spec.editable !== false ? (row) => setEditing({ values: spec.toForm(row), id: spec.rowKey(row) }) : undefined}
        onDelete={
          remove && spec.deleteOp && mayCall(spec.deleteOp, role)
            ? async (row) => {
                await remove(row);
                reload();
              }
            : undefined
        }
        describe={spec.describe}
      />
      <MasterFormModal
        title={`${isNew ? 'Add' : 'Edit'} ${spec.noun}`}
        opened={editing !== null}
        fields={spec.fields(choices)}
        initial={editing?.values ?? spec.blank}
        schema={formSchema(spec as MasterSpec<unknown>, isNew, editing?.id ?? '')}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
