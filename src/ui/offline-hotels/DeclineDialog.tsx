import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import type { OfflineHotelRequestRow } from '../../contract/offline-hotels/operations';
import { FormFooter } from '../components/FormFooter';
import { tripFailureMessage } from '../shared/trip-errors';
import { declineRequest } from './offline-hotels-api';

const DECLINE_FAILED = 'The request could not be declined. Please try again.';

/** Declines a request with the reason the traveller reads. */
export function DeclineDialog({ request, onClose, onDone }: { request: OfflineHotelRequestRow; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decline = async () => {
    if (reason.trim() === '') return setFailure('Reason: say why, the traveller reads it');
    setBusy(true);
    try {
      await declineRequest(request.requestitemid, reason.trim());
      onDone(`Request of ${request.travellername} for ${request.city} declined`);
    } catch (error) {
      setFailure(tripFailureMessage(error, DECLINE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Decline request" centered>
      <Stack>
        <Text size="sm">{`${request.travellername}: ${request.city}, ${request.checkin} to ${request.checkout} (trip ${request.tripid})`}</Text>
        <Textarea label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={300} rows={3} />
        <FormFooter error={failure} onCancel={onClose} actionLabel="Decline request" color="red" busy={busy} onAction={() => void decline()} />
      </Stack>
    </Modal>
  );
}
