import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { HotelGstForm } from './book-form';

/** 'GST details' (optional): the company's GSTIN on the stay's tax invoice; checked as it is booked. */
export function HotelGstSection({ gst, onChange }: { gst: HotelGstForm; onChange: (gst: HotelGstForm) => void }) {
  const set = (field: 'companyname' | 'address') => (e: { currentTarget: { value: string } }) =>
    onChange({ ...gst, [field]: e.currentTarget.value });
  return (
    <Stack component="section" aria-labelledby="gst-title" gap="sm">
      <Title order={2} size="h4" id="gst-title">
        GST details
      </Title>
      <Checkbox
        label="Claim GST for this stay"
        checked={gst.claim}
        onChange={(e) => onChange({ ...gst, claim: e.currentTarget.checked })}
      />
      {gst.claim && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="GST number"
            required
            maxLength={15}
            value={gst.gstin}
            onChange={(e) => onChange({ ...gst, gstin: e.currentTarget.value.toUpperCase() })}
          />
          <TextInput label="GST company name" required value={gst.companyname} onChange={set('companyname')} />
          <TextInput label="GST company address" value={gst.address} onChange={set('address')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
