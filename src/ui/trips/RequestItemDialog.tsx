import { useState } from 'react';
import { Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { TRIP_ITEM_TYPES, type TripItemType } from '../../domain/trip-items';
import type { RequestItemInput } from '../../db/trips-request-items';
import { TripDatePicker } from '../components/TripDatePicker';
import { MONTH_NAV } from '../shared/trip-format';
import { FormFooter } from '../components/FormFooter';
import {
  type FieldProblem,
  type OfflineHotelRequestDetails,
  isOfflineHotelType,
  offlineHotelRequestItemDetails,
  offlineHotelRequestProblems,
} from '../../contract/offline-hotels/request-details';

/** An offline hotel or service apartment request starts with one room for one guest. */
const HOTEL_START: OfflineHotelRequestDetails = { city: '', preferred: '', checkin: '', checkout: '', rooms: '1', guests: '1', budgetpernight: '', notes: '' };

/** The two the travel desk books by hand read as words, not codes. */
const HOTEL_LABELS: Partial<Record<TripItemType, string>> = { offlinehotel: 'Hotel (booked by the travel desk)', serviceapartment: 'Service apartment' };

const TYPE_OPTIONS = TRIP_ITEM_TYPES.filter((t) => t !== 'imprest').map((value) => ({
  value,
  label: HOTEL_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
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
  // What the travel desk needs to book a stay by hand (docs/features/offline-hotels.md "Requests").
  const [hotel, setHotel] = useState(HOTEL_START);
  const [hotelProblems, setHotelProblems] = useState<FieldProblem[]>([]);
  const forHotel = isOfflineHotelType(itemtype);
  const hotelField = (field: keyof OfflineHotelRequestDetails) => ({
    value: hotel[field],
    error: hotelProblems.find((p) => p.field === field)?.message,
    onChange: (value: string) => setHotel((h) => ({ ...h, [field]: value })),
  });

  const saveHotel = async () => {
    const found = offlineHotelRequestProblems(hotel);
    setHotelProblems(found);
    if (found.length > 0) return setProblem(found.map((p) => p.message).join('. '));
    setBusy(true);
    const failure = await onSave({ itemtype, details: offlineHotelRequestItemDetails(hotel) });
    setBusy(false);
    setProblem(failure);
  };

  const save = async () => {
    if (forHotel) return saveHotel();
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
        {forHotel ? (
          <OfflineHotelFields field={hotelField} />
        ) : (
          <>
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
          </>
        )}
        <FormFooter error={problem} onCancel={onClose} actionLabel="Add request" busy={busy} onAction={() => void save()} />
      </Stack>
    </Modal>
  );
}

type HotelField = (field: keyof OfflineHotelRequestDetails) => { value: string; error: string | undefined; onChange: (value: string) => void };

/** The stay a traveller asks the travel desk to book: each problem shows at its field. */
function OfflineHotelFields({ field }: { field: HotelField }) {
  const text = (key: keyof OfflineHotelRequestDetails, label: string, extra: object = {}) => {
    const f = field(key);
    return <TextInput label={label} value={f.value} error={f.error} onChange={(e) => f.onChange(e.currentTarget.value)} {...extra} />;
  };
  const date = (key: 'checkin' | 'checkout', label: string) => {
    const f = field(key);
    return <TripDatePicker {...MONTH_NAV} label={label} required marks={[]} value={f.value || null} error={f.error} onChange={(value) => f.onChange(value ?? '')} />;
  };
  return (
    <>
      {text('city', 'City', { required: true })}
      {text('preferred', 'Preferred hotel or area')}
      <Group grow>
        {date('checkin', 'Check-in')}
        {date('checkout', 'Check-out')}
      </Group>
      <Group grow>
        {text('rooms', 'Rooms', { required: true, inputMode: 'numeric' })}
        {text('guests', 'Guests', { required: true, inputMode: 'numeric' })}
      </Group>
      {text('budgetpernight', 'Budget per night (₹)', { inputMode: 'decimal' })}
      <Textarea label="Notes" value={field('notes').value} onChange={(e) => field('notes').onChange(e.currentTarget.value)} />
    </>
  );
}
