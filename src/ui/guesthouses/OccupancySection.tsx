import { useCallback, useState } from 'react';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { OCCUPANCY_DAYS, type Reservation } from '../../contract/guesthouses/shapes';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { CancelCell, CancelReservationDialog } from './CancelReservation';
import { adminCancel, loadOccupancy } from './guesthouse-api';
import { stayText } from './guesthouse-texts';
import { OccupancyGrid } from './OccupancyGrid';
import { useLoaded } from './use-loaded';

/**
 * The next OCCUPANCY_DAYS nights of a guest house and the reservations holding them; the admin
 * cancels one with a reason the guest then sees. The manage panel remounts it when rooms or blocks change.
 */
export function OccupancySection({ guesthouseid, name }: { guesthouseid: string; name: string }) {
  const load = useCallback(() => loadOccupancy(guesthouseid), [guesthouseid]);
  const { data, error, reload } = useLoaded(load);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  if (error) return <Alert color="red" role="alert">{error}</Alert>;
  if (!data) return <Text>Loading…</Text>;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Occupancy, next {OCCUPANCY_DAYS} nights
      </Title>
      <OccupancyGrid occupancy={data} caption={`Occupancy of ${name}`} />
      {data.reservations.length === 0 ? (
        <Text>No reservations in these nights.</Text>
      ) : (
        <ResponsiveTable aria-label={`Reservations at ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Room</Table.Th>
              <Table.Th>Guest</Table.Th>
              <Table.Th>Stay</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.reservations.map((r) => (
              <Table.Tr key={r.reference}>
                <Table.Td data-label="Reference">{r.reference}</Table.Td>
                <Table.Td data-label="Room">{r.roomname}</Table.Td>
                <Table.Td data-label="Guest">{r.travellername}</Table.Td>
                <Table.Td data-label="Stay">{stayText(r)}</Table.Td>
                <CancelCell reservation={r} onCancel={setCancelling} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <CancelReservationDialog
        reservation={cancelling}
        describe={(r) => `${r.travellername}, room ${r.roomname}, ${stayText(r)}.`}
        cancel={adminCancel}
        askReason
        onClose={() => setCancelling(null)}
        onCancelled={reload}
      />
    </Stack>
  );
}
