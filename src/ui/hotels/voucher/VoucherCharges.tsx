import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { formatTimestamp } from '../../../domain/format';
import { REFUND_GOES, voucherMoney } from './voucher-view';

/** Room, GST and total exact to the paisa, the cancellation terms, and the refund once cancelled. */
export function VoucherCharges({ booking }: { booking: HotelBooking }) {
  const money = (decimal: string) => voucherMoney(decimal, booking.currency);
  const cancellation = booking.cancellation;
  return (
    <Paper withBorder p="md" component="section" aria-label="Amounts and cancellation">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Amounts
        </Title>
        <Table aria-label="Amounts" withRowBorders={false} maw={360}>
          <Table.Tbody>
            <Row label="Room" value={money(booking.base)} />
            <Row label="GST" value={money(booking.tax)} />
            <Row label="Total" value={money(booking.total)} strong />
          </Table.Tbody>
        </Table>
        <Title order={2} size="h4">
          Cancellation terms
        </Title>
        <Text size="sm">{booking.refundable ? 'Refundable rate' : 'Non-refundable rate'}</Text>
        <Box component="ul" m={0} pl="md" aria-label="Cancellation terms">
          {booking.cancellationterms.map((term) => (
            <li key={term}>
              <Text size="sm">{term}</Text>
            </li>
          ))}
        </Box>
        {cancellation && (
          <section aria-label="Cancellation">
            <Title order={2} size="h4">
              Cancellation
            </Title>
            <Table aria-label="Refund" withRowBorders={false} maw={480}>
              <Table.Tbody>
                <Row label="Requested on" value={formatTimestamp(cancellation.requestedon)} />
                <Row label="Reason" value={cancellation.reason} />
                <Row label={`Cancellation charge (${cancellation.percent} %)`} value={money(cancellation.penalty)} />
                <Row label="Refund" value={money(cancellation.refund)} strong />
              </Table.Tbody>
            </Table>
            <Text size="sm">The refund goes {REFUND_GOES[cancellation.refundmode]}.</Text>
          </section>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
