import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { formatDateRange } from '../../domain/format';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { TripStatusBadge } from '../components/TripStatusBadge';
import { tripRoute } from '../shared/trip-format';
import { tripPath } from '../shared/trip-paths';

/** One row per trip, with its traveller (the admin's list is everyone's); cards on a phone. */
export function CorporateTripsTable({ trips, busy }: { trips: readonly CorporateTripWire[]; busy: boolean }) {
  return (
    <ResponsiveTable striped highlightOnHover stickyHeader aria-label="Corporate trips" aria-busy={busy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Traveller</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th>Route</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips.map((trip) => (
          <Table.Tr key={trip.tripid} data-tripid={trip.tripid}>
            <Table.Td data-label="Trip">
              <Anchor component={Link} to={tripPath(trip.tripid)}>
                {trip.tripname || trip.tripid}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Traveller">{trip.travellername}</Table.Td>
            <Table.Td data-label="Dates">{formatDateRange(trip.fromdate, trip.todate)}</Table.Td>
            <Table.Td data-label="Route">{tripRoute(trip.origin, trip.destination)}</Table.Td>
            <Table.Td data-label="Status">
              <TripStatusBadge status={trip.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
