import { useEffect, useState } from 'react';
import { Alert, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../api';
import type { CoordinatorTrip } from '../../contract/coordinators/shapes';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { type TripFilter, loadUpcomingTrips } from './coordinators-api';

const NO_FILTER: TripFilter = { countrycode: '', fromdate: '', todate: '' };
/** The server answers only whole codes; a half-typed one waits. */
const ready = (f: TripFilter) => f.countrycode.length !== 1;

/** On /trips for a travel coordinator: the upcoming trips of the travellers mapped to them. */
export function UpcomingTripsSection() {
  const [filter, setFilter] = useState(NO_FILTER);
  const [trips, setTrips] = useState<CoordinatorTrip[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!ready(filter)) return;
    let live = true;
    loadUpcomingTrips(filter).then(
      (list) => live && (setTrips(list), setError('')),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [filter]);
  const set = (key: keyof TripFilter) => (e: React.ChangeEvent<HTMLInputElement>) => setFilter({ ...filter, [key]: e.currentTarget.value.trim() });

  return (
    <Stack>
      <Title order={2}>My travellers’ upcoming trips</Title>
      <Group align="flex-end">
        <TextInput label="Country code" placeholder="IN" maxLength={2} value={filter.countrycode} onChange={set('countrycode')} w={120} />
        <TextInput label="From" type="date" value={filter.fromdate} onChange={set('fromdate')} />
        <TextInput label="To" type="date" value={filter.todate} onChange={set('todate')} />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {trips === null ? (
        <Text c="dimmed">Loading trips…</Text>
      ) : trips.length === 0 ? (
        <Text>No upcoming trips of your travellers match.</Text>
      ) : (
        <ResponsiveTable aria-label="My travellers’ upcoming trips">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Traveller</Table.Th>
              <Table.Th>Trip</Table.Th>
              <Table.Th>Where</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trips.map((t) => (
              <Table.Tr key={t.tripid}>
                <Table.Td data-label="Traveller">{t.travellername}</Table.Td>
                <Table.Td data-label="Trip">
                  <Link to="/trips/$tripid" params={{ tripid: t.tripid }}>
                    {t.tripname}
                  </Link>
                </Table.Td>
                <Table.Td data-label="Where">
                  {t.origin} → {t.destination} ({t.destinationcountries.join(', ')})
                </Table.Td>
                <Table.Td data-label="Dates">
                  {t.fromdate} – {t.todate}
                </Table.Td>
                <Table.Td data-label="Status">{t.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
