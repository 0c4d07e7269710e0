import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { formatTimestamp } from '../../../domain/format';
import { LabelValueRow } from '../../components/LabelValueRow';
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
            <LabelValueRow label="Room" value={money(booking.base)} />
            <LabelValueRow label="GST" value={money(booking.tax)} />
            <LabelValueRow label="Total" value={money(booking.total)} strong />
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
                <LabelValueRow label="Requested on" value={formatTimestamp(cancellation.requestedon)} />
                <LabelValueRow label="Reason" value={cancellation.reason} />
                <LabelValueRow label={`Cancellation charge (${cancellation.percent} %)`} value={money(cancellation.penalty)} />
                <LabelValueRow label="Refund" value={money(cancellation.refund)} strong />
              </Table.Tbody>
            </Table>
            <Text size="sm">The refund goes {REFUND_GOES[cancellation.refundmode]}.</Text>
          </section>
        )}
      </Stack>
    </Paper>
  );
}
