import { useState } from 'react';
import { Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { TRIP_ITEM_TYPES, type TripItemType } from '../../domain/trip-items';
import type { RequestItemInput } from '../../db/trips-request-items';
import { TripDatePicker } from '../components/TripDatePicker';
import { MONTH_NAV } from '../shared/trip-format';
import { FormFooter } from '../components/FormFooter';

const TYPE_OPTIONS = TRIP_ITEM_TYPES.filter((t) => t !== 'imprest').map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface RequestItemDialogProps {
  onSave: (item: RequestItemInput) => Promise<string | null>;
  onClose: () => void;
}

/** "I need a flight from Mumbai to Delhi on 12 Mar": what the travel desk or the booking flow fulfils. */
export function RequestItemDialog({ onSave, onClose }: RequestItemDialogProps) {
  const [itemtype, setItemtype] = useState<TripItemType>('flight');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!to.trim()) return setProblem('Please enter where the request is for');
    if (!date) return setProblem('Please select the date');
    setBusy(true);
    const failure = await onSave({
      itemtype,
      details: { from: from.trim(), to: to.trim(), date, notes: notes.trim() },
    });
    setBusy(false);
    if (failure) setProblem(failure);
  };

  return (
    <Modal opened onClose={onClose} title="Add request" centered>
      <Stack>
        <Select
          label="Service"
          data={TYPE_OPTIONS}
          value={itemtype}
          allowDeselect={false}
          onChange={(value) => setItemtype((value ?? 'flight') as TripItemType)}
        />
        <Group grow>
          <TextInput label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput label="To" required value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Group>
        <TripDatePicker
          {...MONTH_NAV}
          label="Date"
          required
          marks={[]}
          value={date || null}
          onChange={(value) => setDate(value ?? '')}
        />
        <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <FormFooter error={problem} onCancel={onClose} actionLabel="Add request" busy={busy} onAction={() => void save()} />
      </Stack>
    </Modal>
  );
}
