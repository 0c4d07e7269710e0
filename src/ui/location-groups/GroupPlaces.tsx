import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { LocationGroup, LocationMap, LocationMaster } from '../../contract/location-groups/operations';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useServerSearch } from '../components/use-server-search';
import { addPlaces, loadPlaces, removePlace, searchPlaces } from './location-groups-api';


type Option = { value: string; label: string };
const optionOf = (p: LocationMaster): Option => ({ value: p.locationid, label: p.locationtype === 'country' ? `${p.name} (country)` : `${p.name}, ${p.countryname}` });

export interface GroupPlacesProps {
  group: LocationGroup;
  /** After places were added or removed (the group list shows their count). */
  onChanged: () => void;
}

/** One group's places: add countries and cities found by the server's search, remove one per row. Keyed by the group, so another group starts afresh. */
export function GroupPlaces({ group, onChanged }: GroupPlacesProps) {
  const [places, setPlaces] = useState<LocationMap[] | null>(null);
  const [search, setSearch] = useState('');
  // The picked places' options stay in the list while the search moves on, so their pills keep their names.
  const [picked, setPicked] = useState<Option[]>([]);
  const [error, setError] = useState('');

  const reload = useCallback(
    () =>
      loadPlaces(group.groupid).then(
        (rows) => setPlaces(rows),
        (e: unknown) => setError(errorMessage(e)),
      ),
    [group.groupid],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const found = useServerSearch(search, (text) => searchPlaces(text).then((rows) => rows.map(optionOf)), { skip: (text) => text.trim() === '' });

  const mapped = new Set((places ?? []).map((p) => p.locationid));
  const pickedIds = new Set(picked.map((o) => o.value));
  // An emptied search box offers only what was picked; the last answer waits for the next search.
  const offered = search.trim() === '' ? [] : found;
  const options = [...picked, ...offered.filter((o) => !pickedIds.has(o.value) && !mapped.has(o.value))];

  const act = async (work: () => Promise<void>) => {
    setError('');
    try {
      await work();
      await reload();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const add = () =>
    act(async () => {
      await addPlaces(group.groupid, [...pickedIds]);
      setPicked([]);
      setSearch('');
    });

  return (
    <Stack>
      <Title order={3}>Places in {group.groupname}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group align="flex-end">
        <MultiSelect
          label="Add countries or cities"
          placeholder="Type a country or city"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={search.trim() ? 'No country or city of that name' : undefined}
          data={options}
          value={[...pickedIds]}
          onChange={(ids) => setPicked(options.filter((o) => ids.includes(o.value)))}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button disabled={picked.length === 0} onClick={() => void add()}>
          Add
        </Button>
      </Group>
      {places === null ? (
        <Text c="dimmed">Loading places…</Text>
      ) : places.length === 0 ? (
        <Text>No places in this group yet.</Text>
      ) : (
        <ResponsiveTable aria-label={`Places in ${group.groupname}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.map((p) => (
              <Table.Tr key={p.recordid}>
                <Table.Td data-label="Place">{p.name}</Table.Td>
                <Table.Td data-label="Kind">
                  <Badge variant="light" color={p.locationtype === 'country' ? 'blue' : 'teal'}>
                    {p.locationtype === 'country' ? 'Country' : 'City'}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Country">{p.countrycode}</Table.Td>
                <Table.Td>
                  <Button size="xs" color="red" variant="subtle" aria-label={`Remove ${p.name} from ${group.groupname}`} onClick={() => void act(() => removePlace(p.recordid))}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
