import { useCallback, useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { api } from '../../api';
import { emulationCandidates } from '../../contract/emulation/operations';
import { type AdminMessage, MESSAGE_TO_ALL, addMessage, deleteMessage, getAllMessage } from '../../contract/masters/admin-messages';
import { DEFAULT_PAGE_SIZE, type MasterListQuery } from '../../contract/masters/list-query';
import { MasterFormModal, type MasterField } from '../components/MasterFormModal';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { mayCall } from '../shared/admin-access';
import { useAdminList } from '../shared/use-admin-list';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: 'createdon', sortorder: 'desc', pageno: 1, pagesize: DEFAULT_PAGE_SIZE };
const NEW_MESSAGE = { messagetoid: MESSAGE_TO_ALL, messagetitle: '', messagedescription: '' };
const sentAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const columns: MasterColumn<AdminMessage>[] = [
  { key: 'messagetitle', label: 'Title', sortable: true, render: (m) => m.messagetitle },
  { key: 'messagetoname', label: 'To', render: (m) => m.messagetoname },
  { key: 'messagedescription', label: 'Message', render: (m) => <Text size="sm" lineClamp={2}>{m.messagedescription.replace(/<[^>]*>/g, ' ')}</Text> },
  { key: 'createdon', label: 'Sent', sortable: true, render: (m) => sentAt.format(new Date(m.createdon)) },
];

/** Travel Admin → Messages: what the company's people find in their notifications (docs/features/masters.md). */
export function MessagesPanel({ profileid, role }: { profileid: string; role: string }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [adding, setAdding] = useState(false);
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const list = useAdminList(profileid, 'messages', query, async () => {
    const answer = await api.callOperation(getAllMessage, query);
    return { rows: answer.AdminMessage, totalcount: answer.totalcount };
  });
  const canWrite = mayCall(addMessage, role);

  useEffect(() => {
    if (!adding) return;
    api.callOperation(emulationCandidates, { query: '' }).then(
      (answer) => setPeople(answer.profiles.map((p) => ({ value: p.profileid, label: `${p.name} (${p.email})` }))),
      () => setPeople([]),
    );
  }, [adding]);

  const fields: MasterField[] = useMemo(
    () => [
      { name: 'messagetoid', label: 'To', kind: 'select', required: true, options: [{ value: MESSAGE_TO_ALL, label: 'Everyone' }, ...people] },
      { name: 'messagetitle', label: 'Title', kind: 'text', required: true },
      { name: 'messagedescription', label: 'Message', kind: 'textarea', required: true },
    ],
    [people],
  );
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  const { reload } = list;

  return (
    <Stack>
      <MasterTable
        title="Messages"
        columns={columns}
        rows={list.rows}
        rowKey={(m) => m.messageid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText="No messages yet."
        onAdd={canWrite ? () => setAdding(true) : undefined}
        addLabel="New message"
        onDelete={
          canWrite
            ? async (m) => {
                await api.callOperation(deleteMessage, { messageid: m.messageid });
                reload();
              }
            : undefined
        }
        describe={(m) => `the message "${m.messagetitle}"`}
      />
      <MasterFormModal
        title="New message"
        opened={adding}
        fields={fields}
        initial={NEW_MESSAGE}
        schema={addMessage.request.entries.jsondata.entries.AdminMessage}
        onClose={() => setAdding(false)}
        onSave={async (values) => {
          await api.callOperation(addMessage, { jsondata: { AdminMessage: values as typeof NEW_MESSAGE } });
          setAdding(false);
          reload();
        }}
      />
    </Stack>
  );
}
