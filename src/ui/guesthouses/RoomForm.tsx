import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '../../api';
import { ROOM_CAPACITY_MAX, ROOM_TYPES, type GuestHouseRoom, type RoomType } from '../../contract/guesthouses/shapes';
import type { RoomInput } from './guesthouse-api';
import { ROOM_TYPE_LABEL } from './guesthouse-texts';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await save({ roomid: room?.roomid ?? '', guesthouseid, name, roomtype, capacity: Number(capacity), active });
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={room ? `Edit room ${room.name}` : 'Add a room'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label="Room name or number" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={40} />
          <Select
            label="Room type"
            data={ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABEL[t] }))}
            value={roomtype}
            onChange={(v) => v && setRoomtype(v as RoomType)}
            allowDeselect={false}
          />
          <NumberInput label="Sleeps" value={capacity} onChange={setCapacity} min={1} max={ROOM_CAPACITY_MAX} allowDecimal={false} required />
          <Checkbox label="Open for reservations" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
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
              Save room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
