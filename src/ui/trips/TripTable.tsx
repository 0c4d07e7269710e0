import { Anchor, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { Link } from '@tanstack/react-router';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import type { QueuedTripChanges } from '../../db/trips-hooks';
import { TripStatusBadge, WaitingToSyncBadge } from '../components/TripStatusBadge';
import { formatDateRange } from '../../domain/format';
import { tripRoute } from '../shared/trip-format';
import { tripPath, tripViewPath } from '../shared/trip-paths';

export type TripRowView = Pick<
  CorporateTripWire,
  'tripid' | 'tripname' | 'trip_purpose' | 'fromdate' | 'todate' | 'origin' | 'destination' | 'status'
>;

export interface TripTableProps {
  caption: string;
  trips: readonly TripRowView[];
  queued: Map<string, QueuedTripChanges>;
  /** Where a row links: the trip page, or the pre-trip view. */
  linkTo?: 'trip' | 'pretrip';
}

/** One row per trip: name (link), purpose, dates, route, status and a sync marker for local changes. */
export function TripTable({ caption, trips, queued, linkTo = 'trip' }: TripTableProps) {
  return (
    <ResponsiveTable striped highlightOnHover captionSide="top" aria-label={caption}>
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Purpose</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th>Route</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips.map((trip) => {
          const changes = queued.get(trip.tripid);
          return (
            <Table.Tr key={trip.tripid} data-tripid={trip.tripid}>
              <Table.Td data-label="Trip">
                {linkTo === 'trip' ? (
                  <Anchor component={Link} to={tripPath(trip.tripid)}>
                    {trip.tripname || trip.tripid}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={tripViewPath(trip.tripid)}>
                    {trip.tripname || trip.tripid}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td data-label="Purpose">
                <Text size="sm">{trip.trip_purpose}</Text>
              </Table.Td>
              <Table.Td data-label="Dates">{formatDateRange(trip.fromdate, trip.todate)}</Table.Td>
              <Table.Td data-label="Route">{tripRoute(trip.origin, trip.destination)}</Table.Td>
              <Table.Td data-label="Status">
                <Group gap={4}>
                  <TripStatusBadge status={trip.status} />
                  {changes && <WaitingToSyncBadge failed={changes.failed.length > 0} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
