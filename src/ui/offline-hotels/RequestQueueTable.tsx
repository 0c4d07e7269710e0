import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OfflineHotelRequestRow } from '../../contract/offline-hotels/operations';
import { offlineStayPath } from '../../contract/offline-hotels/stay-path';
import { formatDateRange, formatTimestamp } from '../../domain/format';
import { tryParseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import { ResponsiveTable } from '../components/ResponsiveTable';

export interface RequestQueueTableProps {
  rows: readonly OfflineHotelRequestRow[];
  onBook: (row: OfflineHotelRequestRow) => void;
  onDecline: (row: OfflineHotelRequestRow) => void;
  /** Cancels the booked stay of a fulfilled request. */
  onCancelStay: (row: OfflineHotelRequestRow) => void;
}

/** The services as the desk calls them. */
const SERVICE_NAMES = { offlinehotel: 'Hotel', serviceapartment: 'Service apartment' } as const;

const describe = (r: OfflineHotelRequestRow) => `the ${SERVICE_NAMES[r.itemtype].toLowerCase()} request of ${r.travellername} for ${r.city}`;

/** The queue: newest first; open requests carry Book and Decline, closed ones what became of them. */
export function RequestQueueTable({ rows, onBook, onDecline, onCancelStay }: RequestQueueTableProps) {
  return (
    <ResponsiveTable aria-label="Offline hotel requests">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Traveller</Table.Th>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>City and preference</Table.Th>
          <Table.Th>Stay</Table.Th>
          <Table.Th>Rooms and guests</Table.Th>
          <Table.Th>Budget per night</Table.Th>
          <Table.Th>Notes</Table.Th>
          <Table.Th>Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => {
          const budget = tryParseMinorUnits(r.budgetpernight);
          return (
            <Table.Tr key={r.requestitemid}>
              <Table.Td data-label="Requested">{formatTimestamp(r.requestedon)}</Table.Td>
              <Table.Td data-label="Traveller">{r.travellername}</Table.Td>
              <Table.Td data-label="Trip">{`${r.tripname} (${r.tripid})`}</Table.Td>
              <Table.Td data-label="Service">{SERVICE_NAMES[r.itemtype]}</Table.Td>
              <Table.Td data-label="City and preference">{r.preferred ? `${r.city}: ${r.preferred}` : r.city}</Table.Td>
              <Table.Td data-label="Stay">{r.checkin && r.checkout ? formatDateRange(r.checkin, r.checkout) : r.checkin}</Table.Td>
              <Table.Td data-label="Rooms and guests">{`${r.rooms || '?'} room(s), ${r.guests || '?'} guest(s)`}</Table.Td>
              <Table.Td data-label="Budget per night">{budget === null ? 'None given' : <Money minor={budget} />}</Table.Td>
              <Table.Td data-label="Notes">{r.notes}</Table.Td>
              <Table.Td data-label="Action">
                {r.status === 'active' ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" onClick={() => onBook(r)} aria-label={`Book ${describe(r)}`}>
                      Book
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => onDecline(r)} aria-label={`Decline ${describe(r)}`}>
                      Decline
                    </Button>
                  </Group>
                ) : r.status === 'fulfilled' ? (
                  <BookedStay row={r} onCancelStay={onCancelStay} />
                ) : (
                  <Text size="sm">{`Declined: ${r.declinereason}`}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** A fulfilled request: its stay's voucher, and Cancel while the stay is booked. */
function BookedStay({ row, onCancelStay }: { row: OfflineHotelRequestRow; onCancelStay: (row: OfflineHotelRequestRow) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">
        {row.staystatus === 'cancelled' ? 'Cancelled: ' : 'Booked: '}
        <Anchor component={Link} to={offlineStayPath(row.txid)}>
          {row.txid}
        </Anchor>
      </Text>
      {row.staystatus === 'booked' && (
        <Button size="xs" variant="light" color="red" onClick={() => onCancelStay(row)} aria-label={`Cancel the stay ${row.txid} of ${row.travellername}`}>
          Cancel stay
        </Button>
      )}
    </Group>
  );
}
