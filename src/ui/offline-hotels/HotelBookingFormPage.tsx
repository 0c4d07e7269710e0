import { useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OfflineHotelRequestRow, RequestStatusFilter } from '../../contract/offline-hotels/operations';
import { CancelStayDialog } from './CancelStayDialog';
import { DeclineDialog } from './DeclineDialog';
import { FulfilFormDialog } from './FulfilFormDialog';
import { RequestQueueTable } from './RequestQueueTable';
import { TripPickerDialog } from './TripPickerDialog';
import { type FormTarget, type FulfilForm, formFromRequest, formFromTrip } from './fulfil-form';
import { useOfflineHotelQueue } from './use-offline-hotel-queue';

const STATUS_OPTIONS: { value: RequestStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'fulfilled', label: 'Booked' },
  { value: 'declined', label: 'Declined' },
];

type Open =
  | { kind: 'form'; target: FormTarget; initial: FulfilForm }
  | { kind: 'decline'; request: OfflineHotelRequestRow }
  | { kind: 'cancelstay'; txid: string }
  | { kind: 'pick' }
  | null;

const EMPTY: Record<RequestStatusFilter, string> = {
  open: 'No hotel request is waiting for the travel desk.',
  fulfilled: 'No request has been booked yet.',
  declined: 'No request has been declined.',
};

/** /hotel-booking-form (docs/features/offline-hotels.md): the travel desk's queue of offline hotel requests and the form that books one. */
export function HotelBookingFormPage() {
  const [status, setStatus] = useState<RequestStatusFilter>('open');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useOfflineHotelQueue(status, search);
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    queue.reload();
  };
  const book = (r: OfflineHotelRequestRow) =>
    setOpen({ kind: 'form', target: { tripid: r.tripid, tripname: r.tripname, travellername: r.travellername, requestitemid: r.requestitemid }, initial: formFromRequest(r) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Hotel Booking Form</Title>
        <Button variant="light" onClick={() => setOpen({ kind: 'pick' })}>
          Book a stay without a request
        </Button>
      </Group>
      <Text size="sm">Hotel and service apartment requests on approved trips of your company, newest first. Book a stay with the hotel, then record it here: it goes on the trip and the traveller is told.</Text>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl aria-label="Requests to show" data={STATUS_OPTIONS} value={status} onChange={(value) => setStatus(value as RequestStatusFilter)} />
        <TextInput label="Search" placeholder="Traveller, city or trip" value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: '1 1 14rem' }} />
      </Group>
      {queue.error && (
        <Alert color="red" role="alert">
          {queue.error}
        </Alert>
      )}
      {queue.loading && queue.rows.length === 0 ? (
        <Loader size="sm" aria-label="Loading requests" />
      ) : queue.rows.length === 0 ? (
        <Text c="dimmed">{EMPTY[status]}</Text>
      ) : (
        <RequestQueueTable
          rows={queue.rows}
          onBook={book}
          onDecline={(request) => setOpen({ kind: 'decline', request })}
          onCancelStay={(row) => setOpen({ kind: 'cancelstay', txid: row.txid })}
        />
      )}
      {open?.kind === 'form' && <FulfilFormDialog target={open.target} initial={open.initial} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'decline' && <DeclineDialog request={open.request} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'cancelstay' && <CancelStayDialog txid={open.txid} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'pick' && (
        <TripPickerDialog
          onClose={() => setOpen(null)}
          onChoose={(trip) =>
            setOpen({ kind: 'form', target: { tripid: trip.tripid, tripname: trip.tripname, travellername: trip.travellername, requestitemid: '' }, initial: formFromTrip(trip) })
          }
        />
      )}
    </Stack>
  );
}
