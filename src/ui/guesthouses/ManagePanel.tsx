import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { loadCities, loadManagedHouses, saveHouse } from './guesthouse-api';
import { HouseForm } from './HouseForm';
import { OccupancySection } from './OccupancySection';
import { RoomsSection } from './RoomsSection';
import { useLoaded } from './use-loaded';

/**
 * The travel admin's guest houses (docs/features/guesthouses.md "Managing"): pick a house, change it,
 * its rooms and closed nights, and see its next two weeks.
 */
export function ManagePanel() {
  const houses = useLoaded(loadManagedHouses);
  const cities = useLoaded(loadCities);
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<'new' | 'current' | null>(null);
  // Bumped after each change, so the occupancy grid is read again.
  const [version, setVersion] = useState(0);
  const changed = async () => {
    await houses.reload();
    setVersion((n) => n + 1);
  };

  const error = houses.error || cities.error;
  if (error) return <Alert color="red" role="alert">{error}</Alert>;
  if (!houses.data || !cities.data) return <Text>Loading…</Text>;
  const list = houses.data;
  const house = list.find((h) => h.guesthouseid === chosen) ?? list[0];
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Guest house"
          data={list.map((h) => ({ value: h.guesthouseid, label: `${h.name}, ${h.city}${h.active ? '' : ' (closed)'}` }))}
          value={house?.guesthouseid ?? null}
          onChange={setChosen}
          allowDeselect={false}
          w={{ base: '100%', sm: 360 }}
        />
        <Button variant="light" onClick={() => setEditing('new')}>
          Add guest house
        </Button>
      </Group>
      {!house && <Text>Your company has no guest house yet.</Text>}
      {house && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                {house.name}
              </Title>
              <Text size="sm">
                {house.address}, {house.city}
              </Text>
              <Text size="sm" c="dimmed">
                Check-in from {house.checkintime}, check-out by {house.checkouttime}
                {house.active ? '' : ' · closed for reservations'}
              </Text>
            </div>
            <Button variant="default" size="xs" onClick={() => setEditing('current')} aria-label={`Edit ${house.name}`}>
              Edit
            </Button>
          </Group>
          <RoomsSection house={house} onChanged={changed} />
          <OccupancySection key={`${house.guesthouseid}-${version}`} guesthouseid={house.guesthouseid} name={house.name} />
        </Stack>
      )}
      {editing && (
        <HouseForm
          house={editing === 'current' ? (house ?? null) : null}
          cities={cities.data.cities}
          save={saveHouse}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            setChosen(id);
            void changed();
          }}
        />
      )}
    </Stack>
  );
}
