import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type MyBooking, isBookingProduct } from '../../contract/bookings/operations';
import { paymentModeName, productName } from '../../domain/display-names';
import { formatDateRange, formatTimestamp } from '../../domain/format';
import { formatMoneyExact, tryParseMinorUnits } from '../../domain/money';
import { InvoiceButton } from '../components/InvoiceButton';
import { TripStatusBadge } from '../components/TripStatusBadge';
import { tripPath } from '../shared/trip-paths';

/** The booking's amount, exact with Indian grouping; an unreadable one shown as it came. */
const amountText = (b: MyBooking) => {
  const minor = tryParseMinorUnits(b.amount);
  return minor === null ? `${b.currency} ${b.amount}` : formatMoneyExact(minor, b.currency);
};

/** Paid and still standing: the only bookings that can go on a trip (the server says the same). */
const ATTACHABLE = new Set(['pending', 'ticketed', 'confirmed']);
export const canAttach = (b: MyBooking) => b.tripid === '' && ATTACHABLE.has(b.status);
/** docs/features/gst-invoice.md: every booking once paid has an invoice; never one waiting or expired unpaid. */
const isPaid = (b: MyBooking) => b.status !== 'paymentpending' && b.status !== 'expired';

const REFERENCE_LABELS: Record<MyBooking['product'], string> = { flight: 'PNR / reference', insurance: 'Policy number', hotel: 'Policy number', guesthouse: 'Reservation' };
/** What opens the booking: its ticket, or a guest house's reservations (a path with its search, '/guesthouse?tab=mine'). */
const OPEN_LABELS: Record<MyBooking['product'], string> = { flight: 'Open ticket', insurance: 'Open ticket', hotel: 'Open ticket', guesthouse: 'Open reservation' };
function openTarget(path: string): { to: string; search: () => Record<string, string> } {
  const [to = path, query = ''] = path.split('?');
  return { to, search: () => Object.fromEntries(new URLSearchParams(query)) };
}

export interface BookingCardProps {
  booking: MyBooking;
  /** Asks to put the booking on a trip; absent while offline. */
  onAddToTrip?: (booking: MyBooking) => void;
}

/** One booking as a card: readable at 390 px, every field labelled in words. */
export function BookingCard({ booking: b, onAddToTrip }: BookingCardProps) {
  const title = `${productName(b.product)} ${b.route}`;
  // Listed but never paid (a company guest house): no amount, payment mode or invoice.
  const paid = isBookingProduct(b.product);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${title} ${b.reference || b.txid}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{title}</Text>
          <TripStatusBadge status={b.status} kind="booking" />
        </Group>
        <Text size="sm">{formatDateRange(b.fromdate, b.todate)}</Text>
        <Text size="sm">
          {REFERENCE_LABELS[b.product]}: {b.reference || 'not issued yet'}
        </Text>
        <Text size="sm">Travellers: {b.travellers.join(', ') || '—'}</Text>
        {paid ? (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {amountText(b)}
            </Text>
            <Text size="sm" c="dimmed">
              {paymentModeName(b.paymentmode)} · Booked {formatTimestamp(b.bookedat)} · {b.txid}
            </Text>
          </Group>
        ) : (
          // A company guest house: nobody pays, so no amount to show.
          <Text size="sm" c="dimmed">
            No payment: the company's own guest house · Reserved {formatTimestamp(b.bookedat)}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          <Anchor renderRoot={(props) => <Link {...props} {...openTarget(b.ticketpath)} />}>{OPEN_LABELS[b.product]}</Anchor>
          {b.tripid !== '' && (
            <Anchor component={Link} to={tripPath(b.tripid)}>
              View trip
            </Anchor>
          )}
          {onAddToTrip && canAttach(b) && (
            <Button size="compact-sm" variant="light" onClick={() => onAddToTrip(b)} aria-label={`Add ${b.txid} to trip`}>
              Add to trip
            </Button>
          )}
          {isBookingProduct(b.product) && isPaid(b) && <InvoiceButton product={b.product} txid={b.txid} />}
        </Group>
      </Stack>
    </Card>
  );
}
