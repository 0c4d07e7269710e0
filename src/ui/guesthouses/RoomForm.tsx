import { useState } from 'react';
import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { ROOM_CAPACITY_MAX, ROOM_TYPES, type GuestHouseRoom, type RoomType } from '../../contract/guesthouses/shapes';
import type { RoomInput } from './guesthouse-api';
import { ROOM_TYPE_LABEL } from './guesthouse-texts';
import { SaveDialog } from './SaveDialog';

export interface RoomFormProps {
  guesthouseid: string;
  /** The room to change; null adds one. */
  room: GuestHouseRoom | null;
  save: (input: RoomInput) => Promise<string>;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or changes a room of a guest house. Render it only while open, so each opening starts fresh. */
export function RoomForm({ guesthouseid, room, save, onClose, onSaved }: RoomFormProps) {
  const [name, setName] = useState(room?.name ?? '');
  const [roomtype, setRoomtype] = useState<RoomType>(room?.roomtype ?? 'single');
  const [capacity, setCapacity] = useState<number | string>(room?.capacity ?? 1);
  const [active, setActive] = useState(room?.active ?? true);
  const send = async () => {
    await save({ roomid: room?.roomid ?? '', guesthouseid, name, roomtype, capacity: Number(capacity), active });
    onSaved();
  };
  return (
    <SaveDialog title={room ? `Edit room ${room.name}` : 'Add a room'} actionLabel="Save room" save={send} onClose={onClose}>
      <TextInput label="Room name or number" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={40} />
      <Select
        label="Room type"
        data={ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABEL[t] }))}
        value={roomtype}
        onChange={(v) => v && setRoomtype(v as RoomType)}
        allowDeselect={false}
      />
      <NumberInput hideControls label="Sleeps" value={capacity} onChange={setCapacity} min={1} max={ROOM_CAPACITY_MAX} allowDecimal={false} required />
      <Checkbox label="Open for reservations" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
    </SaveDialog>
  );
}
