import { useState } from 'react';
import { Alert, Stack, Table, Text } from '@mantine/core';
import type { Reservation } from '../../contract/guesthouses/shapes';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { CancelCell, CancelReservationDialog } from './CancelReservation';
import { cancelReservation, loadMyReservations } from './guesthouse-api';
import { stayText, statusText } from './guesthouse-texts';
import { useLoaded } from './use-loaded';

/** The caller's guest house reservations (made by them or for them), each cancellable before check-in. */
export function MyReservationsPanel() {
  const { data, error, reload } = useLoaded(loadMyReservations);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  if (error) return <Alert color="red" role="alert">{error}</Alert>;
  if (!data) return <Text>Loading…</Text>;
  if (data.length === 0) return <Text>You have no guest house reservations.</Text>;
  return (
    <Stack>
      <ResponsiveTable aria-label="My guest house reservations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Guest house</Table.Th>
            <Table.Th>Stay</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((r) => (
            <Table.Tr key={r.reference}>
              <Table.Td data-label="Reference">{r.reference}</Table.Td>
              <Table.Td data-label="Guest house">
                {r.guesthousename}, {r.city} · room {r.roomname}
              </Table.Td>
              <Table.Td data-label="Stay">{stayText(r)}</Table.Td>
              <Table.Td data-label="Guest">
                {r.travellername} ({r.guests})
              </Table.Td>
              <Table.Td data-label="Status">
                {statusText(r)}
                {r.cancelreason ? `: ${r.cancelreason}` : ''}
              </Table.Td>
              <CancelCell reservation={r} onCancel={setCancelling} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <CancelReservationDialog
        reservation={cancelling}
        describe={(r) => `${r.guesthousename}, room ${r.roomname}, ${stayText(r)}. The room is freed for others.`}
        cancel={(reference) => cancelReservation(reference)}
        onClose={() => setCancelling(null)}
        onCancelled={reload}
      />
    </Stack>
  );
}
