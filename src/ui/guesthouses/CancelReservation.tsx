import { useState } from 'react';
import { Button, Table, TextInput } from '@mantine/core';
import type { Reservation } from '../../contract/guesthouses/shapes';
import { ConfirmAction } from '../components/ConfirmAction';

/** A reservation row's Cancel, there while the reservation can still be cancelled (before check-in). */
export function CancelCell({ reservation, onCancel }: { reservation: Reservation; onCancel: (reservation: Reservation) => void }) {
  return (
    <Table.Td>
      {reservation.cancellable && (
        <Button size="xs" color="red" variant="light" aria-label={`Cancel reservation ${reservation.reference}`} onClick={() => onCancel(reservation)}>
          Cancel
        </Button>
      )}
    </Table.Td>
  );
}

export interface CancelReservationDialogProps {
  /** The reservation asked about; null keeps the dialog shut. */
  reservation: Reservation | null;
  /** What the dialog says of it. */
  describe: (reservation: Reservation) => string;
  /** Cancels it; a refusal shows in the dialog, which stays open. */
  cancel: (reference: string, reason: string) => Promise<unknown>;
  /** The admin gives a reason, which the guest then sees; the guest cancelling their own gives none. */
  askReason?: boolean;
  onClose: () => void;
  /** Runs once it is cancelled, after the dialog closes (to reload the list). */
  onCancelled: () => Promise<void>;
}

/** Asks before cancelling a guest house reservation, for the guest's own list and the admin's occupancy. */
export function CancelReservationDialog({ reservation, describe, cancel, askReason, onClose, onCancelled }: CancelReservationDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmAction
      title="Cancel this reservation?"
      confirmLabel="Cancel reservation"
      message={reservation ? describe(reservation) : ''}
      opened={reservation !== null}
      onCancel={close}
      onConfirm={async () => {
        await cancel(reservation!.reference, reason);
        close();
        await onCancelled();
      }}
    >
      {askReason && (
        <TextInput label="Reason the guest will see" value={reason} onChange={(e) => setReason(e.currentTarget.value)} required maxLength={200} mb="md" />
      )}
    </ConfirmAction>
  );
}
