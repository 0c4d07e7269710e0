import { useState } from 'react';
import { Alert, Checkbox, List, Modal, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FormFooter } from '../components/FormFooter';
import { tripFailureMessage } from '../shared/trip-errors';
import { BOARD_OPTIONS, type FormTarget, type FulfilForm, formProblems, fulfilRequest } from './fulfil-form';
import { StayChargesPreview } from './StayChargesPreview';
import { fulfilStay } from './offline-hotels-api';

export interface FulfilFormDialogProps {
  target: FormTarget;
  initial: FulfilForm;
  onClose: () => void;
  /** After the server booked it: the message to show. */
  onDone: (message: string) => void;
}

const BOOK_FAILED = 'The stay could not be booked. Please try again.';

/** The desk's booking form: the hotel's confirmation as the trip's booked item (docs/features/offline-hotels.md "Screens"). */
export function FulfilFormDialog({ target, initial, onClose, onDone }: FulfilFormDialogProps) {
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FulfilForm>(key: K, value: FulfilForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof FulfilForm, label: string, extra: object = {}) => (
    <TextInput label={label} value={String(form[key])} onChange={(e) => set(key, e.currentTarget.value as never)} {...extra} />
  );

  const save = async () => {
    const found = formProblems(form);
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const answer = await fulfilStay(fulfilRequest(form, target));
      onDone(`${answer.ApiStatus.Message}: ${form.hotelname.trim()}, confirmation ${form.confirmationno.trim()} (${answer.txid})`);
    } catch (error) {
      setFailure(tripFailureMessage(error, BOOK_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const service = form.itemtype === 'serviceapartment' ? 'service apartment' : 'hotel';
  return (
    <Modal opened onClose={onClose} title={`Book a ${service} for ${target.travellername}`} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">{`Trip ${target.tripid}: ${target.tripname}${target.requestitemid ? '' : ' (no request: booked by phone)'}`}</Text>
        {problems.length > 0 && (
          <Alert color="red" role="alert" title="Please correct these fields">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('hotelname', 'Hotel name', { required: true })}
          {text('city', 'City', { required: true })}
        </SimpleGrid>
        {text('address', 'Address', { required: true })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('checkin', 'Check-in', { type: 'date', required: true })}
          {text('checkintime', 'Check-in time', { type: 'time' })}
          {text('checkout', 'Check-out', { type: 'date', required: true })}
          {text('checkouttime', 'Check-out time', { type: 'time' })}
          {text('roomtype', 'Room type', { required: true, placeholder: 'Deluxe king' })}
          <NativeSelect label="Board" data={BOARD_OPTIONS} value={form.board} onChange={(e) => set('board', e.currentTarget.value)} />
          {text('rooms', 'Rooms', { inputMode: 'numeric', required: true })}
          {text('guests', 'Guests', { inputMode: 'numeric', required: true })}
        </SimpleGrid>
        {text('confirmationno', "Hotel's confirmation number", { required: true })}
        <Radio.Group label="Amount entered as" value={form.amountkind} onChange={(value) => set('amountkind', value as FulfilForm['amountkind'])}>
          <Stack gap="xs" mt="xs">
            <Radio value="nightlyrate" label="Room rate per night, before GST" />
            <Radio value="total" label="Total for the stay, with GST" />
          </Stack>
        </Radio.Group>
        {text('amount', form.amountkind === 'total' ? 'Total with GST (₹)' : 'Room rate per night (₹)', { inputMode: 'decimal', required: true })}
        <Checkbox label="Stay outside India (no GST)" checked={form.abroad} onChange={(e) => set('abroad', e.currentTarget.checked)} />
        <StayChargesPreview form={form} />
        <Radio.Group label="Payment" value={form.paidby} onChange={(value) => set('paidby', value as FulfilForm['paidby'])}>
          <Stack gap="xs" mt="xs">
            <Radio value="company" label="Billed to the company" />
            <Radio value="traveller" label="Paid by the traveller at the hotel" />
          </Stack>
        </Radio.Group>
        <Textarea label="Notes for the traveller" value={form.notes} onChange={(e) => set('notes', e.currentTarget.value)} maxLength={500} />
        <FormFooter error={failure} onCancel={onClose} actionLabel="Book and add to trip" busy={busy} onAction={() => void save()} />
      </Stack>
    </Modal>
  );
}
