import { Button, Group, List, Table, Text } from '@mantine/core';
import type { FlightPaymentMode } from '../../../contract/flights/booking';
import { arrivalDayLabel } from '../../../domain/arrival-day-offset';
import { formatMoneyExact } from '../../../domain/money';
import { payButtonText } from '../../../domain/pay-button';
import type { FlightReprice } from '../../../machines/flights/flight-booking.logic';
import { BookSection } from './BookSection';
import { PAX_NAMES, type TravellerForm } from './booking-form';

export interface FlightReviewPanelProps {
  price: FlightReprice;
  travellers: TravellerForm[];
  faresPaise: bigint;
  extrasPaise: bigint;
  discountPaise: bigint;
  promocode: string;
  /** Exactly what the booking request charges: fares + add-ons − promo. */
  totalPaise: bigint;
  paymentmode: FlightPaymentMode;
  busy: boolean;
  /** The payment was refused: the button sends the same request again. */
  retry: boolean;
  onEdit: () => void;
  onPay: () => void;
}

const MODE_NAMES: Record<FlightPaymentMode, string> = {
  cashcard: 'Wallet',
  creditcard: 'Credit/Debit card, Net-banking',
  company: 'Company account',
};

const inr = (minor: bigint) => formatMoneyExact(minor, 'INR');

/**
 * 'Review and pay' (docs/features/flights-booking.md): the request as it will be sent, before
 * anything is charged. The button carries the amount and the mode; Edit details goes back to the
 * form with everything kept.
 */
export function FlightReviewPanel(props: FlightReviewPanelProps) {
  const { price } = props;
  const segments = price.fares.flatMap((f) => f.offer.segments);
  const rows: [string, bigint][] = [
    ['Fares', props.faresPaise],
    ['Add-ons', props.extrasPaise],
    ...(props.discountPaise > 0n
      ? [[`Promo discount (${props.promocode})`, -props.discountPaise] as [string, bigint]]
      : []),
  ];
  return (
    <BookSection id="review" title="Review and pay">
      <Text fw={600}>Travellers</Text>
      <List aria-label="Travellers to book">
        {props.travellers.map((t, i) => (
          <List.Item key={i}>{`${t.title} ${t.firstname} ${t.lastname} (${PAX_NAMES[t.paxtype]})`.trim()}</List.Item>
        ))}
      </List>
      <Text fw={600}>Itinerary</Text>
      <List aria-label="Itinerary">
        {segments.map((s) => (
          <List.Item key={`${s.carrier}${s.flightnumber}-${s.departure}`}>
            {`${s.carrier} ${s.flightnumber} · ${s.origin} ${s.departure.slice(0, 10)} ${s.departure.slice(11, 16)} → ${s.destination} ${s.arrival.slice(11, 16)}`}
            {arrivalDayLabel(s.departure, s.arrival) && ` ${arrivalDayLabel(s.departure, s.arrival)}`}
          </List.Item>
        ))}
      </List>
      <Table aria-label="Fare breakup" withRowBorders={false} maw={420}>
        <Table.Tbody>
          {rows.map(([label, minor]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{inr(minor)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Amount to pay</Table.Th>
            <Table.Td ta="right" fw={700} data-testid="review-total">
              {inr(props.totalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">{price.inpolicy ? 'Policy: in policy' : 'Policy: out of policy, reason given'}</Text>
      <Text size="sm">Payment mode: {MODE_NAMES[props.paymentmode]}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={props.onEdit} disabled={props.busy}>
          Edit details
        </Button>
        <Button onClick={props.onPay} loading={props.busy}>
          {props.retry ? 'Try the payment again' : payButtonText(props.paymentmode, props.totalPaise, 'INR')}
        </Button>
      </Group>
    </BookSection>
  );
}
