import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { BookSection } from './BookSection';
import type { GstForm } from './booking-form';

/** 'GST Details' (optional): a company GST invoice for the booking; the GSTIN is checked on booking. */
export function GstSection({ gst, onChange }: { gst: GstForm; onChange: (gst: GstForm) => void }) {
  const set = (field: keyof Omit<GstForm, 'claim'>) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...gst, [field]: e.currentTarget.value });
  return (
    <BookSection id="gst" title="GST Details">
      <Checkbox
        label="Claim GST for this booking"
        checked={gst.claim}
        onChange={(e) => onChange({ ...gst, claim: e.currentTarget.checked })}
      />
      {gst.claim && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="GST Number"
            maxLength={15}
            value={gst.gstin}
            onChange={(e) => onChange({ ...gst, gstin: e.currentTarget.value.toUpperCase() })}
          />
          <TextInput label="GST Company Name" value={gst.companyname} onChange={set('companyname')} />
          <TextInput label="GST Email" type="email" value={gst.email} onChange={set('email')} />
          <TextInput label="GST Company Address" value={gst.address} onChange={set('address')} />
        </SimpleGrid>
      )}
    </BookSection>
  );
}
