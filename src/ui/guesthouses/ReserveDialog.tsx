import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../api';
import type { FoundGuestHouse } from '../../contract/guesthouses/operations';
import type { GuestHouseRoom, Reservation } from '../../contract/guesthouses/shapes';
import { formatDate } from '../../domain/format';
import type { StayQuery } from './guesthouse-api';
import { ROOM_TYPE_LABEL, nightsText } from './guesthouse-texts';

export interface ReserveDialogProps {
  choice: { house: FoundGuestHouse; room: GuestHouseRoom } | null;
  query: StayQuery;
  nights: number;
  reserve: (roomid: string, query: StayQuery) => Promise<Reservation>;
  onClose: () => void;
  onReserved: (reservation: Reservation) => void;
}

/** Confirms the stay and reserves it; no payment (the company owns the house). A room taken meanwhile shows the server's 409. */
export function ReserveDialog({ choice, query, nights, reserve, onClose, onReserved }: ReserveDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setError('');
    onClose();
  };
  const confirm = async () => {
    if (!choice) return;
    setBusy(true);
    setError('');
    try {
      onReserved(await reserve(choice.room.roomid, query));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={choice !== null} onClose={close} title="Reserve this room?">
      {choice && (
        <Stack>
          <Text>
            {choice.house.name}, room {choice.room.name} ({ROOM_TYPE_LABEL[choice.room.roomtype]})
          </Text>
          <Text>
            {formatDate(query.checkin)} – {formatDate(query.checkout)}, {nightsText(nights)}, {query.guests} guest{query.guests === 1 ? '' : 's'}
          </Text>
          <Text size="sm" c="dimmed">
            The company owns this guest house: there is nothing to pay.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Back
            </Button>
            <Button onClick={() => void confirm()} loading={busy}>
              Confirm reservation
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
