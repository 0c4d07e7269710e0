import { useCallback, useEffect, useState } from 'react';
import { Alert, Select, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { LocationGroup } from '../../contract/location-groups/operations';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { type TripType, loadTripTypes, setTripTypeGroup } from './location-groups-api';

export interface TripTypeGroupsProps {
  groups: LocationGroup[];
  /** After a trip type's group changed (a group a trip type names cannot be deleted). */
  onChanged: () => void;
}

/** Which group each trip type is for: a trip of that type may go only to places in it (docs/features/location-groups.md "Trip types"). */
export function TripTypeGroups({ groups, onChanged }: TripTypeGroupsProps) {
  const [types, setTypes] = useState<TripType[] | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(
    () =>
      loadTripTypes().then(
        (rows) => setTypes(rows),
        (e: unknown) => setError(errorMessage(e)),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const choose = async (triptypeid: string, groupid: string) => {
    setError('');
    try {
      await setTripTypeGroup(triptypeid, groupid);
      await reload();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const options = groups.map((g) => ({ value: g.groupid, label: g.groupname }));

  return (
    <Stack>
      <Title order={3}>Trip types</Title>
      <Text size="sm" c="dimmed">
        A trip type tied to a group fits only trips whose destination countries are in the group.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {types === null ? (
        <Text c="dimmed">Loading trip types…</Text>
      ) : (
        <ResponsiveTable aria-label="Trip types and their location groups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Trip type</Table.Th>
              <Table.Th>Location group</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((t) => (
              <Table.Tr key={t.triptypeid}>
                <Table.Td data-label="Trip type">
                  {t.triptypename} ({t.domint})
                </Table.Td>
                <Table.Td>
                  <Select
                    label={`Location group of ${t.triptypename}`}
                    placeholder="Any place"
                    data={options}
                    value={t.triplocationgroupid || null}
                    onChange={(value) => void choose(t.triptypeid, value ?? '')}
                    clearable
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
