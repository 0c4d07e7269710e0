import { useState } from 'react';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GuestHouseCity, ManagedGuestHouse } from '../../contract/guesthouses/shapes';
import type { GuestHouseInput } from './guesthouse-api';
import { SaveDialog } from './SaveDialog';

export interface HouseFormProps {
  /** The house to change; null adds one. */
  house: ManagedGuestHouse | null;
  cities: GuestHouseCity[];
  save: (input: GuestHouseInput) => Promise<string>;
  onClose: () => void;
  onSaved: (guesthouseid: string) => void;
}

const blank = { guesthouseid: '', name: '', cityid: '', address: '', checkintime: '12:00', checkouttime: '11:00', contactname: '', contactphone: '', active: true };

/**
 * Adds or changes a guest house; the server's refusal (naming the field) shows in the dialog. Render
 * it only while open, so each opening starts from the house as it is.
 */
export function HouseForm({ house, cities, save, onClose, onSaved }: HouseFormProps) {
  const [form, setForm] = useState(house ? { ...blank, ...house } : blank);
  const set = (field: keyof typeof blank) => (value: string | boolean) => setForm((f) => ({ ...f, [field]: value }));
  const send = async () => {
    const { guesthouseid, name, cityid, address, checkintime, checkouttime, contactname, contactphone, active } = form;
    onSaved(await save({ guesthouseid, name, cityid, address, checkintime, checkouttime, contactname, contactphone, active }));
  };
  return (
    <SaveDialog title={house ? `Edit ${house.name}` : 'Add a guest house'} actionLabel="Save guest house" save={send} onClose={onClose}>
      <TextInput label="Name" value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} required maxLength={80} />
      <Select
        label="City"
        data={cities.map((c) => ({ value: c.cityid, label: `${c.city}, ${c.country}` }))}
        value={form.cityid || null}
        onChange={(v) => set('cityid')(v ?? '')}
        searchable
        required
      />
      <TextInput label="Address" value={form.address} onChange={(e) => set('address')(e.currentTarget.value)} required maxLength={200} />
      <SimpleGrid cols={2}>
        <TextInput type="time" label="Check-in from" value={form.checkintime} onChange={(e) => set('checkintime')(e.currentTarget.value)} required />
        <TextInput type="time" label="Check-out by" value={form.checkouttime} onChange={(e) => set('checkouttime')(e.currentTarget.value)} required />
      </SimpleGrid>
      <TextInput label="Contact name" value={form.contactname} onChange={(e) => set('contactname')(e.currentTarget.value)} maxLength={80} />
      <TextInput label="Contact phone" type="tel" value={form.contactphone} onChange={(e) => set('contactphone')(e.currentTarget.value)} maxLength={20} />
      <Checkbox label="Open for reservations" checked={form.active} onChange={(e) => set('active')(e.currentTarget.checked)} />
    </SaveDialog>
  );
}

