import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { GuestHouseRoom, ManagedGuestHouse } from '../../contract/guesthouses/shapes';
import { formatDate } from '../../domain/format';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { addBlock, removeBlock, saveRoom } from './guesthouse-api';
import { ROOM_TYPE_LABEL } from './guesthouse-texts';
import { BlockForm } from './BlockForm';
import { RoomForm } from './RoomForm';

type Editing = { kind: 'room'; room: GuestHouseRoom | null } | { kind: 'block'; room: GuestHouseRoom } | null;

/** A guest house's rooms with their blocks: add or change a room, close it for some nights, reopen. */
export function RoomsSection({ house, onChanged }: { house: ManagedGuestHouse; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState<Editing>(null);
  const done = async () => {
    setEditing(null);
    await onChanged();
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Rooms
        </Title>
        <Button size="xs" onClick={() => setEditing({ kind: 'room', room: null })}>
          Add room
        </Button>
      </Group>
      {house.rooms.length === 0 && <Text>No rooms yet.</Text>}
      {house.rooms.length > 0 && (
        <ResponsiveTable aria-label={`Rooms of ${house.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Room</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Sleeps</Table.Th>
              <Table.Th>Open</Table.Th>
              <Table.Th>Closed nights</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {house.rooms.map((room) => (
              <Table.Tr key={room.roomid}>
                <Table.Td data-label="Room">{room.name}</Table.Td>
                <Table.Td data-label="Type">{ROOM_TYPE_LABEL[room.roomtype]}</Table.Td>
                <Table.Td data-label="Sleeps">{room.capacity}</Table.Td>
                <Table.Td data-label="Open">{room.active ? 'Yes' : 'No'}</Table.Td>
                <Table.Td data-label="Closed nights">
                  {room.blocks.length === 0 && 'None'}
                  {room.blocks.map((b) => (
                    <Group key={b.blockid} gap="xs" wrap="nowrap">
                      <Text size="sm">
                        {formatDate(b.fromdate)} – {formatDate(b.todate)}: {b.reason}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Reopen room ${room.name} from ${formatDate(b.fromdate)} to ${formatDate(b.todate)}`}
                        onClick={() => void removeBlock(b.blockid).then(onChanged)}
                      >
                        Reopen
                      </Button>
                    </Group>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="default" aria-label={`Edit room ${room.name}`} onClick={() => setEditing({ kind: 'room', room })}>
                      Edit
                    </Button>
                    <Button size="xs" variant="light" aria-label={`Close room ${room.name} for some nights`} onClick={() => setEditing({ kind: 'block', room })}>
                      Close for nights
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {editing?.kind === 'room' && (
        <RoomForm guesthouseid={house.guesthouseid} room={editing.room} save={saveRoom} onClose={() => setEditing(null)} onSaved={() => void done()} />
      )}
      {editing?.kind === 'block' && <BlockForm room={editing.room} add={addBlock} onClose={() => setEditing(null)} onAdded={() => void done()} />}
    </Stack>
  );
}
