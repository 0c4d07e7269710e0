import { Badge, List, Table, Text } from '@mantine/core';
import type { HotelRateDetail } from '../../../contract/hotels/details';
import { formatMoneyExact, parseMinorUnits } from '../../../domain/money';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { HotelPolicyBadge } from '../HotelPolicyBadge';
import { BookRateButton } from './BookRateButton';

const exact = (decimal: string) => formatMoneyExact(parseMinorUnits(decimal), 'INR');

/**
 * Every rate of the hotel for the stay (gethoteldetails: per room type, room only then breakfast,
 * non-refundable first): board, cancellation terms, nightly and total amounts with GST, policy.
 * A card per rate on a phone (ResponsiveTable).
 */
export function HotelRatesTable({ rates }: { rates: HotelRateDetail[] }) {
  if (rates.length === 0) return <Text>This hotel has no room left for this stay.</Text>;
  return (
    <ResponsiveTable aria-label="Rooms and rates" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Room</Table.Th>
          <Table.Th>Board</Table.Th>
          <Table.Th>Cancellation</Table.Th>
          <Table.Th>Per night</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Policy</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rates.map((r) => (
          <Table.Tr key={r.ratekey}>
            <Table.Td data-label="Room">{r.roomname}</Table.Td>
            <Table.Td data-label="Board">{r.boardname}</Table.Td>
            <Table.Td data-label="Cancellation">
              {r.refundable ? (
                <Badge color="teal" variant="light">
                  Free cancellation
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Non-refundable
                </Badge>
              )}
              <List size="xs" mt={4}>
                {r.cancellation.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Table.Td>
            <Table.Td data-label="Per night">{exact(r.nightly.total)}</Table.Td>
            <Table.Td data-label="Total">
              {exact(r.total.total)}
              <Text size="xs" c="dimmed">
                every room, the whole stay; GST {exact(r.total.tax)}
              </Text>
            </Table.Td>
            <Table.Td data-label="Policy">
              <HotelPolicyBadge verdict={r.policy} />
              <BookRateButton rate={r} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
