import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { BlockSector } from '../../contract/policy/operations';
import { PLACE_TYPE_LABELS, type PlaceType } from '../../contract/policy/rules';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { useMasterList } from '../shared/use-master-list';
import { BLANK_SECTOR, type SectorForm, blockSectorPage, sectorFormOf, sectorRecord } from './blocked-sector-list';
import { BlockedSectorModal } from './BlockedSectorModal';
import { type Choice, deleteBlockSector, loadBlockSectors, saveBlockSector } from './policy-api';

export interface BlockedSectorsTableProps {
  profileid: string;
  travelpolicyid: string;
  policyname: string;
  groups: readonly Choice[];
}

/** 'Mumbai (city)'; an airport's code and 'Anywhere' need no kind. */
const endText = (type: PlaceType, name: string) =>
  type === 'airport' || type === 'any' ? name : `${name} (${PLACE_TYPE_LABELS[type].toLowerCase()})`;
const route = (s: BlockSector) => `${s.originname} ${s.bothways ? '↔' : '→'} ${s.destinationname}`;

/** The policy's blocked sectors: routes its travellers may not fly, with the reason they are shown. */
export function BlockedSectorsTable({ profileid, travelpolicyid, policyname, groups }: BlockedSectorsTableProps) {
  const [editing, setEditing] = useState<{ form: SectorForm; recordid: string } | null>(null);
  const list = useMasterList(profileid, `policyblockedsectors:${travelpolicyid}`, 'origin', async (query) => blockSectorPage(await loadBlockSectors(travelpolicyid), query));

  const columns: MasterColumn<BlockSector>[] = [
    { key: 'origin', label: 'From', sortable: true, render: (s) => endText(s.origintype, s.originname) },
    { key: 'destination', label: 'To', sortable: true, render: (s) => endText(s.destinationtype, s.destinationname) },
    { key: 'bothways', label: 'Both ways', render: (s) => (s.bothways ? 'Yes' : 'No') },
    { key: 'reason', label: 'Reason', sortable: true, render: (s) => s.reason },
  ];

  return (
    <Stack gap="xs" component="section" aria-label="Blocked sectors">
      <Title order={3}>Blocked sectors</Title>
      <Text size="sm" c="dimmed">
        Routes the travellers of {policyname} may not fly; they see the reason. An edit holds from their next search.
      </Text>
      <MasterTable
        title="Blocked sectors"
        columns={columns}
        rowKey={(s) => s.recordid}
        {...list.table}
        emptyText="No blocked sectors."
        onAdd={() => setEditing({ form: BLANK_SECTOR, recordid: '' })}
        addLabel="Add blocked sector"
        onEdit={(s) => setEditing({ form: sectorFormOf(s), recordid: s.recordid })}
        onDelete={async (s) => {
          await deleteBlockSector(travelpolicyid, s.recordid);
          list.reload();
        }}
        describe={(s) => `the blocked sector ${route(s)}`}
      />
      <BlockedSectorModal
        travelpolicyid={travelpolicyid}
        editing={editing}
        groups={groups}
        onClose={() => setEditing(null)}
        onSave={async (form, recordid) => {
          await saveBlockSector(sectorRecord(travelpolicyid, form), recordid);
          setEditing(null);
          list.reload();
        }}
      />
    </Stack>
  );
}
