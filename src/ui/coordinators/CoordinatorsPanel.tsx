import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { TravelCoordinator, TravelCoordinatorMapping } from '../../contract/coordinators/shapes';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { CoordinatorTravellers } from './CoordinatorTravellers';
import { RemoveWithRemarks } from './RemoveWithRemarks';
import { loadCoordinators, loadMappings, removeCoordinator } from './coordinators-api';

/** Travel Admin → Coordinators: who handles whom (docs/features/coordinators.md). */
export function CoordinatorsPanel() {
  const [coordinators, setCoordinators] = useState<TravelCoordinator[] | null>(null);
  const [mappings, setMappings] = useState<TravelCoordinatorMapping[]>([]);
  const [error, setError] = useState('');
  const [selected, setSelected] = useState('');
  const [deleting, setDeleting] = useState<TravelCoordinator | null>(null);

  const reload = useCallback(
    () =>
      Promise.all([loadCoordinators(), loadMappings()]).then(
        ([list, rows]) => {
          setCoordinators(list);
          setMappings(rows);
          setError('');
        },
        (e: unknown) => setError(errorMessage(e)),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const current = coordinators?.find((c) => c.tcprofileid === selected);
  return (
    <Stack>
      <Title order={2}>Travel coordinators</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {coordinators === null ? (
        <Text c="dimmed">Loading coordinators…</Text>
      ) : coordinators.length === 0 ? (
        <Text>No one in your company has the travel coordinator role yet. Give it in People.</Text>
      ) : (
        <ResponsiveTable stickyHeader aria-label="Travel coordinators">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Coordinator</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Travellers</Table.Th>
              <Table.Th>Requests</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coordinators.map((c) => (
              <Table.Tr key={c.tcprofileid}>
                <Table.Td data-label="Coordinator">{c.tcname}</Table.Td>
                <Table.Td data-label="Email">{c.email}</Table.Td>
                <Table.Td data-label="Travellers">{c.travellercount}</Table.Td>
                <Table.Td data-label="Requests">{c.requestcount}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="light" aria-label={`Travellers of ${c.tcname}`} onClick={() => setSelected(c.tcprofileid)}>
                      Travellers
                    </Button>
                    <Button size="xs" color="red" variant="subtle" aria-label={`Unmap all of ${c.tcname}`} onClick={() => setDeleting(c)}>
                      Unmap all
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {current && (
        <CoordinatorTravellers
          coordinator={current}
          mappings={mappings.filter((m) => m.tcprofileid === current.tcprofileid)}
          onChanged={reload}
        />
      )}
      <RemoveWithRemarks
        what={deleting ? `every traveller of ${deleting.tcname}` : ''}
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={async (remarks) => {
          await removeCoordinator(deleting!.tcprofileid, remarks);
          setDeleting(null);
          await reload();
        }}
      />
    </Stack>
  );
}
