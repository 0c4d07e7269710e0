import { useState } from 'react';
import { Button } from '@mantine/core';
import type { LocationGroup } from '../../contract/location-groups/operations';
import { type MasterFieldValue, MasterFormModal } from '../components/MasterFormModal';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { useMasterList } from '../shared/use-master-list';
import { BLANK_GROUP, GROUP_FIELDS, groupFormSchema, groupPage, groupRecord } from './group-list';
import { deleteGroup, loadGroups, saveGroup } from './location-groups-api';

export interface GroupsTableProps {
  profileid: string;
  /** Opens a group's places. */
  onChoose: (groupid: string) => void;
  /** After a group was added, renamed or deleted (the trip types name groups). */
  onChanged: () => void;
}

/** The company's location groups on the admin console's table: add, edit, delete, and a Places button per group. */
export function GroupsTable({ profileid, onChoose, onChanged }: GroupsTableProps) {
  // The edited group's form values and id ('' = a new group); null while the form is closed.
  const [editing, setEditing] = useState<{ values: Record<string, MasterFieldValue>; id: string } | null>(null);
  const list = useMasterList(profileid, 'locationgroups', 'groupname', async (query) => groupPage(await loadGroups(), query));
  const changed = () => {
    list.reload();
    onChanged();
  };

  const columns: MasterColumn<LocationGroup>[] = [
    { key: 'groupname', label: 'Group', sortable: true, render: (g) => g.groupname },
    { key: 'description', label: 'Description', sortable: true, render: (g) => g.description || '—' },
    { key: 'locationcount', label: 'Places', render: (g) => g.locationcount },
    {
      key: 'open',
      label: '',
      render: (g) => (
        <Button size="xs" variant="subtle" aria-label={`Places of ${g.groupname}`} onClick={() => onChoose(g.groupid)}>
          Places
        </Button>
      ),
    },
  ];

  return (
    <>
      <MasterTable
        title="Location groups"
        columns={columns}
        rowKey={(g) => g.groupid}
        {...list.table}
        emptyText="No location groups yet."
        onAdd={() => setEditing({ values: BLANK_GROUP, id: '' })}
        addLabel="Add location group"
        onEdit={(g) => setEditing({ values: { groupname: g.groupname, description: g.description }, id: g.groupid })}
        onDelete={async (g) => {
          await deleteGroup(g.groupid);
          changed();
        }}
        describe={(g) => `the location group ${g.groupname}`}
      />
      <MasterFormModal
        title={editing?.id ? 'Edit location group' : 'Add location group'}
        opened={editing !== null}
        fields={GROUP_FIELDS}
        initial={editing?.values ?? BLANK_GROUP}
        schema={groupFormSchema(editing?.id ?? '')}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          await saveGroup(groupRecord(values, editing?.id ?? ''));
          setEditing(null);
          changed();
        }}
      />
    </>
  );
}
