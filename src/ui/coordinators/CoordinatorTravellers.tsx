import { useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { TravelCoordinator, TravelCoordinatorMapping } from '../../contract/coordinators/shapes';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useServerSearch } from '../components/use-server-search';
import { RemoveWithRemarks } from './RemoveWithRemarks';
import { removeMapping, searchPeople, setTravellers } from './coordinators-api';


export interface CoordinatorTravellersProps {
  coordinator: TravelCoordinator;
  /** The coordinator's live rows: mapped travellers and requests. */
  mappings: TravelCoordinatorMapping[];
  onChanged: () => Promise<void>;
}

/** One coordinator's travellers: add one, grant a request, remove one with remarks. */
export function CoordinatorTravellers({ coordinator, mappings, onChanged }: CoordinatorTravellersProps) {
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TravelCoordinatorMapping | null>(null);
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');
  // The label of the person picked: the Select shows it as the search text, which must not search again (and drop them).
  const picked = useRef('');
  // The server searches the company's people as the admin types.
  const people = useServerSearch(search, searchPeople, { skip: (text) => text !== '' && text === picked.current });

  const active = mappings.filter((m) => m.status === 'active').map((m) => m.travellerprofileid);
  const taken = new Set([coordinator.tcprofileid, ...mappings.map((m) => m.travellerprofileid)]);
  // The whole set is sent each time: the server makes it the coordinator's travellers.
  const grant = async (ids: string[]) => {
    setError('');
    try {
      await setTravellers(coordinator.tcprofileid, [...active, ...ids]);
      setAdding(null);
      await onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack>
      <Title order={3}>Travellers of {coordinator.tcname}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group align="flex-end">
        <Select
          label="Add a traveller"
          placeholder="Search people"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage="No one of that name"
          data={people.filter((p) => !taken.has(p.value))}
          value={adding}
          onChange={(value) => {
            picked.current = people.find((p) => p.value === value)?.label ?? '';
            setAdding(value);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button disabled={!adding} onClick={() => adding && void grant([adding])}>
          Add
        </Button>
      </Group>
      {mappings.length === 0 ? (
        <Text>No travellers mapped yet.</Text>
      ) : (
        <ResponsiveTable aria-label={`Travellers of ${coordinator.tcname}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Traveller</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mappings.map((m) => (
              <Table.Tr key={m.recordid}>
                <Table.Td data-label="Traveller">{m.travellername}</Table.Td>
                <Table.Td data-label="Email">{m.travelleremail}</Table.Td>
                <Table.Td data-label="Status">
                  <Badge color={m.status === 'active' ? 'green' : 'yellow'}>{m.status === 'active' ? 'Mapped' : 'Requested'}</Badge>
                  {m.remarks && <Text size="xs">{m.remarks}</Text>}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {m.status === 'requested' && (
                      <Button size="xs" aria-label={`Approve ${m.travellername}`} onClick={() => void grant([m.travellerprofileid])}>
                        Approve
                      </Button>
                    )}
                    <Button size="xs" color="red" variant="subtle" aria-label={`Remove ${m.travellername}`} onClick={() => setRemoving(m)}>
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <RemoveWithRemarks
        what={removing ? `${removing.travellername} from ${coordinator.tcname}` : ''}
        opened={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={async (remarks) => {
          await removeMapping(removing!.recordid, remarks);
          setRemoving(null);
          await onChanged();
        }}
      />
    </Stack>
  );
}
