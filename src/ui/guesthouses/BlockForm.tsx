import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { GuestHouseRoom } from '../../contract/guesthouses/shapes';
import { addDays, indiaToday } from '../../domain/calendar-days';
import { SaveDialog } from './SaveDialog';

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
  const save = async () => {
    await add({ roomid: room.roomid, fromdate, todate, reason });
    onAdded();
  };
  return (
    <SaveDialog title={`Close room ${room.name}`} actionLabel="Close the room" save={save} onClose={onClose}>
      <SimpleGrid cols={2}>
        <TextInput type="date" label="First night" value={fromdate} onChange={(e) => setFromdate(e.currentTarget.value)} required />
        <TextInput type="date" label="Last night" value={todate} min={fromdate} onChange={(e) => setTodate(e.currentTarget.value)} required />
      </SimpleGrid>
      <TextInput label="Reason" placeholder="e.g. Painting" value={reason} onChange={(e) => setReason(e.currentTarget.value)} required maxLength={120} />
    </SaveDialog>
  );
}
