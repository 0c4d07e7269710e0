import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { errorMessage } from '../../api';
import type { MasterListQuery } from '../../contract/masters/list-query';
import type { PersonLite } from '../../contract/people/person-fields';
import { MasterFormModal } from '../components/MasterFormModal';
import { MasterTable } from '../components/MasterTable';
import { useAdminList } from '../shared/use-admin-list';
import { type AddKind, AddPersonModal } from './AddPersonModal';
import { DeactivateModal } from './DeactivateModal';
import { InviteModal } from './InviteModal';
import { type SearchBy, peopleApi } from './people-api';
import { peopleColumns } from './people-columns';
import { type GradeChoice, ROLE_OPTIONS, gradeOptions, managerOptions, personName } from './people-labels';
import { RoleFormSchema } from './person-form-rules';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: '', sortorder: 'asc', pageno: 1, pagesize: 25 };
const SEARCH_BY: { value: SearchBy; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'employeecode', label: 'Employee code' },
  { value: 'mobile', label: 'Mobile number' },
];

/** Travel Admin → People (docs/features/people.md): find, add, invite, re-role and deactivate the company's people. */
export function PeoplePanel({ profileid }: { profileid: string }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [searchby, setSearchby] = useState<SearchBy>('name');
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<PersonLite | null>(null);
  const [deactivating, setDeactivating] = useState<PersonLite | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [managers, setManagers] = useState<PersonLite[]>([]);
  const [grades, setGrades] = useState<GradeChoice[]>([]);
  const list = useAdminList(profileid, 'people', { ...query, searchby }, () =>
    peopleApi.search({ searchby, searchval: query.searchtext, pageno: query.pageno, pagesize: query.pagesize }),
  );
  const { reload } = list;

  // The manager and grade pickers need the company's people and grades; asked when a form that shows them opens.
  const picking = adding !== null || editing !== null;
  useEffect(() => {
    if (!picking) return;
    peopleApi.managers().then(setManagers, () => setManagers([]));
    peopleApi.grades().then(setGrades, () => setGrades([]));
  }, [picking]);

  /** Runs a row action and says how it went above the table. */
  const act = useCallback(
    async (run: () => Promise<{ ApiStatus: { Message?: string } }>) => {
      try {
        const answer = await run();
        setNotice({ color: 'teal', text: answer.ApiStatus.Message ?? 'Done' });
        reload();
      } catch (e) {
        setNotice({ color: 'red', text: errorMessage(e) });
      }
    },
    [reload],
  );
  const columns = useMemo(
    () =>
      peopleColumns(profileid, {
        onEdit: setEditing,
        onDeactivate: setDeactivating,
        onResend: (p) => void act(() => peopleApi.resend(p.profileid)),
        onReactivate: (p) => void act(() => peopleApi.reactivate(p.profileid)),
      }),
    [profileid, act],
  );
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);

  return (
    <Stack>
      <Group>
        <Button variant="light" onClick={() => setAdding('traveller')}>
          Add traveller
        </Button>
        <Button variant="light" onClick={() => setAdding('directuser')}>
          Add direct user
        </Button>
        <Button variant="light" onClick={() => setInviting(true)}>
          Invite by email
        </Button>
      </Group>
      <NativeSelect
        label="Search people by"
        data={SEARCH_BY}
        value={searchby}
        maw={240}
        onChange={(e) => {
          setSearchby(e.currentTarget.value as SearchBy);
          setQuery((q) => ({ ...q, pageno: 1 }));
        }}
      />
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'} withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <MasterTable
        title="People"
        columns={columns}
        rows={list.rows}
        rowKey={(p) => p.profileid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText="No one matches."
        describe={personName}
      />
      <AddPersonModal
        kind={adding}
        people={managers}
        grades={grades}
        onClose={() => setAdding(null)}
        onAdded={() => {
          setAdding(null);
          reload();
        }}
      />
      <InviteModal opened={inviting} onClose={() => setInviting(false)} onInvited={reload} />
      <MasterFormModal
        key={editing?.profileid ?? 'none'}
        title={editing ? `Role, manager and grade of ${personName(editing)}` : ''}
        opened={editing !== null}
        fields={[
          { name: 'corporate_role', label: 'Role', kind: 'select', required: true, options: ROLE_OPTIONS },
          { name: 'reportstoid', label: 'Reporting manager', kind: 'select', options: managerOptions(managers, editing?.profileid) },
          { name: 'gradeid', label: 'Grade', kind: 'select', options: gradeOptions(grades) },
        ]}
        initial={{ corporate_role: editing?.corporate_role ?? 'employee', reportstoid: editing?.reportstoid ?? '', gradeid: editing?.gradeid ?? '' }}
        schema={RoleFormSchema}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          if (!editing) return;
          await peopleApi.updateRole(editing.profileid, String(values.corporate_role), String(values.reportstoid), String(values.gradeid));
          setEditing(null);
          reload();
        }}
      />
      <DeactivateModal
        who={deactivating ? personName(deactivating) : ''}
        opened={deactivating !== null}
        onCancel={() => setDeactivating(null)}
        onConfirm={async () => {
          if (!deactivating) return;
          await peopleApi.deactivate(deactivating.profileid);
          setNotice({ color: 'teal', text: `${personName(deactivating)} is deactivated` });
          setDeactivating(null);
          reload();
        }}
      />
    </Stack>
  );
}
