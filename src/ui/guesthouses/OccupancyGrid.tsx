import { Table } from '@mantine/core';
import type { NightState, Occupancy } from '../../contract/guesthouses/shapes';
import { ScrollTable } from '../components/ResponsiveTable';
import { NIGHT_STATE_LABEL } from './guesthouse-texts';

/* Rooms × nights (docs/features/guesthouses.md "Occupancy"): a real table, each cell saying its state in words. */

const TINT: Record<NightState, string | undefined> = {
  free: undefined,
  reserved: 'var(--mantine-color-blue-light)',
  blocked: 'var(--mantine-color-gray-light)',
};

const dayLabel = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

export function OccupancyGrid({ occupancy, caption }: { occupancy: Occupancy; caption: string }) {
  return (
    <ScrollTable minWidth={160 + occupancy.days.length * 72}>
      <Table withTableBorder withColumnBorders aria-label={caption}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Room</Table.Th>
            {occupancy.days.map((day) => (
              <Table.Th key={day} scope="col">
                {dayLabel(day)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occupancy.rooms.map((room) => (
            <Table.Tr key={room.roomid}>
              <Table.Th scope="row">
                {room.name}
                {room.active ? '' : ' (closed)'}
              </Table.Th>
              {room.nights.map((n) => (
                <Table.Td key={n.date} style={{ background: TINT[n.state] }} title={n.reference || undefined}>
                  {NIGHT_STATE_LABEL[n.state]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
