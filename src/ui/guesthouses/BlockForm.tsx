import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '../../api';
import type { GuestHouseRoom } from '../../contract/guesthouses/shapes';
import { addDays, indiaToday } from '../../domain/calendar-days';

export interface BlockFormProps {
  room: GuestHouseRoom;
  add: (block: { roomid: string; fromdate: string; todate: string; reason: string }) => Promise<string>;
  onClose: () => void;
  onAdded: () => void;
}

/** Closes a room for some nights (first and last night included), e.g. for maintenance. */
export function BlockForm({ room, add, onClose, onAdded }: BlockFormProps) {
  const today = indiaToday(new Date());
  const [fromdate, setFromdate] = useState(addDays(today, 1));
  const [todate, setTodate] = useState(addDays(today, 1));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await add({ roomid: room.roomid, fromdate, todate, reason });
      onAdded();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Close room ${room.name}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput type="date" label="First night" value={fromdate} onChange={(e) => setFromdate(e.currentTarget.value)} required />
            <TextInput type="date" label="Last night" value={todate} min={fromdate} onChange={(e) => setTodate(e.currentTarget.value)} required />
          </SimpleGrid>
          <TextInput label="Reason" placeholder="e.g. Painting" value={reason} onChange={(e) => setReason(e.currentTarget.value)} required maxLength={120} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              Close the room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
