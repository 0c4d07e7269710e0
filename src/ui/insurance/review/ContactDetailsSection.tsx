import { SimpleGrid, TextInput } from '@mantine/core';
import { type InsuranceContactForm, numericMobile } from '../../../domain/insurance-booking-rules';
import { ReviewSection } from './ReviewSection';

export interface ContactDetailsSectionProps {
  contact: InsuranceContactForm;
  /** The company locks the profile's email and mobile (docs/product.md#validation-rules). */
  locked: boolean;
  onChange: (contact: InsuranceContactForm) => void;
}

/** 'Contact Details': where the policy is sent; the mobile keeps digits only. */
export function ContactDetailsSection({ contact, locked, onChange }: ContactDetailsSectionProps) {
  return (
    <ReviewSection id="contact" title="Contact Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Contact Email"
          type="email"
          autoComplete="email"
          value={contact.email}
          disabled={locked}
          onChange={(e) => onChange({ ...contact, email: e.currentTarget.value })}
        />
        <TextInput
          label="Contact Mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={contact.mobile}
          disabled={locked}
          onChange={(e) => onChange({ ...contact, mobile: numericMobile(e.currentTarget.value) })}
        />
      </SimpleGrid>
    </ReviewSection>
  );
}
