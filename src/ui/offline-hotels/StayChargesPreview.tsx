import { Text } from '@mantine/core';
import { formatMoneyExact } from '../../domain/money';
import { type FulfilForm, previewCharges } from './fulfil-form';

/** What the amount comes to, exact and as the server will work it out (the GST per night, src/domain/hotel-gst.ts). */
export function StayChargesPreview({ form }: { form: FulfilForm }) {
  const charges = previewCharges(form);
  if (!charges) return null;
  const inr = (paise: bigint) => formatMoneyExact(paise, 'INR');
  const stay = `${charges.nights} night${charges.nights === 1 ? '' : 's'} × ${charges.rooms} room${charges.rooms === 1 ? '' : 's'}`;
  const line = charges.taxKnown
    ? `${stay}: room ${inr(charges.basePaise)} + GST ${inr(charges.taxPaise)} = ${inr(charges.totalPaise)}`
    : `${stay}: ${inr(charges.totalPaise)} with GST, as the hotel's bill says`;
  return (
    <Text size="sm" role="status">
      {line}
    </Text>
  );
}
