import { Button, Group, List, Paper, Table, Text, Title } from '@mantine/core';
import type { HotelPaymentMode } from '../../../contract/hotels/booking-request';
import type { HotelRateSummary } from '../../../contract/hotels/search-shapes';
import { parseMinorUnits } from '../../../domain/money';
import { payButtonText } from '../../../domain/pay-button';
import { guestLabel, type GuestForm } from './book-form';
import { HOTEL_CURRENCY, exact } from './book-money';

export interface HotelReviewPanelProps {
  hotelname: string;
  rate: HotelRateSummary;
  guests: GuestForm[];
  paymentmode: HotelPaymentMode;
  busy: boolean;
  /** The payment was refused: the button sends the same booking again. */
  retry: boolean;
  onEdit: () => void;
  onPay: () => void;
}

const MODE_NAMES: Record<HotelPaymentMode, string> = {
  cashcard: 'Wallet',
  creditcard: 'Credit/Debit card, Net-banking',
  company: 'Company account',
};

/**
 * 'Review and pay': the stay as it will be booked, before anything is charged; the button carries
 * the exact total of the latest recheck (what bookhotel charges) and where it comes from.
 */
export function HotelReviewPanel({
  hotelname,
  rate,
  guests,
  paymentmode,
  busy,
  retry,
  onEdit,
  onPay,
}: HotelReviewPanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-title">
      <Title order={2} size="h4" id="review-title">
        Review and pay
      </Title>
      <Text fw={600}>
        {hotelname} · {rate.roomname} · {rate.boardname}
      </Text>
      <List aria-label="Guests" size="sm">
        {guests.map((g, i) => (
          <List.Item key={i}>
            {`${guestLabel(i)}: ${g.title} ${g.firstname} ${g.lastname}`.replace(/\s+/g, ' ')}
          </List.Item>
        ))}
      </List>
      <Table aria-label="Amount breakup" withRowBorders={false} maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Room value</Table.Th>
            <Table.Td ta="right">{exact(rate.total.base)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">GST</Table.Th>
            <Table.Td ta="right">{exact(rate.total.tax)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Amount to pay</Table.Th>
            <Table.Td ta="right" fw={700}>
              {exact(rate.total.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">Payment mode: {MODE_NAMES[paymentmode]}</Text>
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onEdit} disabled={busy}>
          Edit details
        </Button>
        <Button onClick={onPay} loading={busy}>
          {retry
            ? 'Try the payment again'
            : payButtonText(paymentmode, parseMinorUnits(rate.total.total), HOTEL_CURRENCY)}
        </Button>
      </Group>
    </Paper>
  );
}
