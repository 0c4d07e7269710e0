import { useState } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CANCELLABLE_STAY_STATUSES, type OfflineStay, cancelOfflineStay } from '../../contract/offline-hotels/stay-operations';
import { formatDateWithWeekday, formatTimestamp } from '../../domain/format';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';
import { TripStatusBadge } from '../components/TripStatusBadge';
import { LabelValueRow } from '../components/LabelValueRow';
import { useSession } from '../../session/store';
import { mayCall } from '../shared/admin-access';
import { tripPath } from '../shared/trip-paths';
import { CancelStayDialog } from './CancelStayDialog';
import { useOfflineStay } from './use-offline-stay';
import '../components/print-page.css';

/*
 * /stays/$txid: the voucher of a stay the travel desk booked (docs/features/offline-hotels.md
 * "Voucher"), for the traveller to show at the hotel and print.
 */

const SERVICE = { offlinehotel: 'Hotel voucher', serviceapartment: 'Service apartment voucher' } as const;
const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: '0.75rem' };
const money = (decimal: string) => formatMoneyExact(parseMinorUnits(decimal), 'INR');
const PAID_BY = { company: "Billed to the company's account", traveller: 'Paid by the traveller at the hotel' } as const;

export function StayVoucherPage({ txid }: { txid: string }) {
  const { state, reload } = useOfflineStay(txid);
  const login = useSession();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (state.kind === 'loading') return <Loader role="status" aria-label="Loading voucher" />;
  if (state.kind === 'notFound') {
    return (
      <Stack align="flex-start">
        <Title order={1}>No stay found</Title>
        <Text>{`There is no stay ${txid} that you can see.`}</Text>
      </Stack>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert color="red" role="alert" title="The voucher could not be loaded">
        <Group gap="sm">
          <Text size="sm">{state.error}</Text>
          <Button size="xs" variant="default" onClick={reload}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  // The desk's cancel, offered to whom the server lets call it (cancelofflinestay's roles) while the stay may be cancelled.
  const mayCancel = CANCELLABLE_STAY_STATUSES.includes(state.stay.status) && login !== null && mayCall(cancelOfflineStay, login.profilemaster.corporate_role);
  const cancelled = (message: string) => {
    setCancelling(false);
    setNotice(message);
    reload();
  };
  return (
    <>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message" mb="md" data-print-hide="">
          {notice}
        </Alert>
      )}
      <StayVoucher stay={state.stay} onCancel={mayCancel ? () => setCancelling(true) : null} />
      {cancelling && <CancelStayDialog txid={txid} onClose={() => setCancelling(false)} onDone={cancelled} />}
    </>
  );
}

function StayVoucher({ stay, onCancel }: { stay: OfflineStay; onCancel: (() => void) | null }) {
  const fields: [string, string][] = [
    ['Check-in', `${formatDateWithWeekday(stay.checkin)}, from ${stay.checkintime}`],
    ['Check-out', `${formatDateWithWeekday(stay.checkout)}, by ${stay.checkouttime}`],
    ['Nights', String(stay.nights)],
    ['Rooms and guests', `${stay.rooms} room(s), ${stay.guests} guest(s)`],
    ['Room type', stay.roomtype],
    ['Board', stay.board || 'Room only'],
    ['Guest', stay.travellername],
    ['Booking reference', stay.txid],
    ['Booked on', formatTimestamp(stay.bookedon)],
  ];
  return (
    <Stack data-print-page="">
      <Group justify="space-between" data-print-hide="">
        <Button component={Link} to={tripPath(stay.tripid)} variant="default">
          {`Trip ${stay.tripname}`}
        </Button>
        <Group gap="sm">
          {onCancel && (
            <Button variant="light" color="red" onClick={onCancel}>
              Cancel stay
            </Button>
          )}
          <Button onClick={() => window.print()}>Print</Button>
        </Group>
      </Group>
      <Paper withBorder p="md" component="section" aria-label="Stay details">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                {SERVICE[stay.itemtype]}
              </Text>
              <Title order={1}>{stay.hotelname}</Title>
              <Text size="sm">{`${stay.address}, ${stay.city}`}</Text>
            </div>
            <Group gap="xs" role="group" aria-label="Booking status">
              <Text size="sm">Status</Text>
              <TripStatusBadge status={stay.status} kind="booking" />
            </Group>
          </Group>
          <Text>
            Hotel confirmation number: <strong>{stay.confirmationno}</strong>
          </Text>
          <Box component="dl" m={0} style={FIELD_GRID}>
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </Box>
          {stay.notes && <Text size="sm">{`Notes: ${stay.notes}`}</Text>}
        </Stack>
      </Paper>
      <StayAmounts stay={stay} />
    </Stack>
  );
}

/** Room, GST and total exact to the paisa; once cancelled, the charge the hotel keeps and the rest, never billed. */
function StayAmounts({ stay }: { stay: OfflineStay }) {
  const { cancellation } = stay;
  return (
    <Paper withBorder p="md" component="section" aria-label="Amounts">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Amounts
        </Title>
        <Table aria-label="Amounts" withRowBorders={false} maw={420}>
          <Table.Tbody>
            {stay.amountkind === 'nightlyrate' && <LabelValueRow label="Room" value={money(stay.base)} />}
            {stay.amountkind === 'nightlyrate' && <LabelValueRow label={stay.abroad ? 'GST (none outside India)' : 'GST'} value={money(stay.tax)} />}
            <LabelValueRow label={stay.amountkind === 'total' ? 'Total, GST included as billed' : 'Total'} value={money(stay.total)} strong />
          </Table.Tbody>
        </Table>
        <Text size="sm">{PAID_BY[stay.paidby]}</Text>
        {cancellation && (
          <section aria-label="Cancellation">
            <Title order={2} size="h4">
              Cancellation
            </Title>
            <Table aria-label="Cancellation" withRowBorders={false} maw={480}>
              <Table.Tbody>
                <LabelValueRow label="Cancelled on" value={formatTimestamp(cancellation.cancelledon)} />
                <LabelValueRow label="Reason" value={cancellation.reason} />
                <LabelValueRow label="Cancellation charge" value={money(cancellation.charge)} strong />
                <LabelValueRow label="Not billed" value={formatMoneyExact(parseMinorUnits(stay.total) - parseMinorUnits(cancellation.charge), 'INR')} />
              </Table.Tbody>
            </Table>
            <Text size="sm">Nothing is paid back: the hotel bills only the cancellation charge, as it billed the stay, and never the rest of the total.</Text>
          </section>
        )}
      </Stack>
    </Paper>
  );
}
