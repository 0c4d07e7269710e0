import { useEffect, useState } from 'react';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { createActor, toPromise } from 'xstate';
import { type MyBooking, isBookingProduct } from '../../contract/bookings/operations';
import { canChangeTripItems } from '../../domain/trip-items';
import { formatDateRange } from '../../domain/format';
import { useCachedTrips } from '../../db/trips-hooks';
import { refreshTripList } from '../../db/trips-refresh';
import { addToTripWith } from '../../machines/booking/add-to-trip.machine';
import { defaultTripWindow } from '../shared/trip-format';
import { type AttachRequest, attachToTrip } from './bookings-api';
import { FormFooter } from '../components/FormFooter';

const FAILED = 'The booking could not be added to the trip. Please try again.';
/** The shared add-to-trip machine (src/machines/booking), with this screen's call. */
const attachMachine = addToTripWith<AttachRequest>(attachToTrip);

export interface AddToTripDialogProps {
  profileid: string;
  booking: MyBooking | null;
  onClose: () => void;
  /** The booking is on the trip now: the list is read again. */
  onAdded: () => void;
}

/** Picks one of the user's trips that still take items and puts the paid booking on it. */
export function AddToTripDialog({ profileid, booking, onClose, onAdded }: AddToTripDialogProps) {
  const trips = useCachedTrips(profileid);
  const [tripid, setTripid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // The parent keys the dialog by booking, so each booking starts with no trip chosen and no error.
  useEffect(() => {
    // The device's copy of the trip list may be old: read it again behind the dialog.
    if (booking) void refreshTripList(profileid, { status: '', ...defaultTripWindow() }).catch(() => undefined);
  }, [booking, profileid]);

  const open = (trips ?? []).filter((t) => !t.tripid.startsWith('draft-') && canChangeTripItems(t.status));
  const options = open.map((t) => ({ value: t.tripid, label: `${t.tripname} (${formatDateRange(t.fromdate, t.todate)})` }));

  async function add() {
    // A guest house reservation is listed but never paid: it never offers Add to trip.
    const product = booking?.product ?? '';
    if (!booking || !tripid || !isBookingProduct(product)) return;
    setBusy(true);
    setError('');
    const actor = createActor(attachMachine, {
      input: { booking: { product, txid: booking.txid, tripid }, failedMessage: FAILED },
    });
    actor.start();
    const output = await toPromise(actor);
    setBusy(false);
    if (output.status === 'added') onAdded();
    else setError(output.error);
  }

  return (
    <Modal opened={booking !== null} onClose={onClose} title="Add to trip">
      <Stack>
        {booking && (
          <Text size="sm">
            {booking.route} ({booking.txid})
          </Text>
        )}
        {options.length === 0 ? (
          <Text size="sm">No trip can take this booking. Create a trip first, or open one that is not under approval.</Text>
        ) : (
          <Select label="Trip" placeholder="Choose a trip" data={options} value={tripid} onChange={setTripid} />
        )}
        <FormFooter error={error} onCancel={onClose} actionLabel="Add to this trip" busy={busy} onAction={() => void add()} disabled={!tripid} />
      </Stack>
    </Modal>
  );
}
